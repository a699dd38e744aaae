// One lint setup for the whole repository (STYLE.md habit 12): strict TypeScript, no `any`,
// no floating promises, type-only imports marked, import boundaries between web features and
// between server modules, no import cycles. Decision 0014 says which plugin and why.
import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import path from 'node:path'

const tsFiles = ['**/*.ts', '**/*.tsx']
const testFiles = ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'apps/server/src/test/**/*.ts']

// Files that only build test data (fixtures, access-matrix cases, upload helpers): tests and their
// helpers may use another module's test helpers directly; everything else goes through the face.
const serverTestSupportFiles = [
  'apps/server/src/**/*.test.ts',
  'apps/server/src/**/*.fixtures.ts',
  'apps/server/src/**/*.test-helpers.ts',
  'apps/server/src/**/*.access-cases.ts',
  'apps/server/src/**/*.matrix.ts',
  'apps/server/src/test/**/*.ts',
]
const testSupportModule = '[^/]+\\.(?:fixtures|test-helpers|matrix)$'

// A server module is used by another only through its public face, `modules/<m>/index.ts`
// (ARCHITECTURE §2): `../<m>` or `../<m>/index`, never `../<m>/<m>.service`.
const moduleFace = (allowed) => [
  'error',
  {
    patterns: [
      {
        regex: `^\\.\\./(?!\\.\\.)[^/]+/(?!index$${allowed ? `|${allowed}` : ''}).+`,
        message:
          'Another server module is imported through its face: `../<module>` (modules/<module>/index.ts).',
      },
      {
        regex: `(?:^|/)modules/[^/]+/(?!index$${allowed ? `|${allowed}` : ''}).+`,
        message: 'A server module is imported through its face: `modules/<module>` (its index.ts).',
      },
    ],
  },
]
const serverFace = (allowed) => [
  'error',
  {
    patterns: [
      {
        regex: `(?:^|/)modules/[^/]+/(?!index$${allowed ? `|${allowed}` : ''}).+`,
        message: 'A server module is imported through its face: `modules/<module>` (its index.ts).',
      },
    ],
  },
]

/** Import paths into the web's `zones` from anywhere under apps/web/src, by alias or relatively. */
function zonePaths(zones) {
  return zones.flatMap((zone) => [
    `@/${zone}/**`,
    ...['../', '../../', '../../../', '../../../../'].map((up) => `${up}${zone}/**`),
  ])
}

/** "Now" read from the system instead of the clock (STYLE habit 6); `where` names the clock to ask. */
function clockLeaks(where) {
  const message = `Ask ${where} for "now", so that tests can set it.`
  return [
    { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message },
    { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message },
    {
      // `Date.now` handed over as a function (a default parameter) is the same leak.
      selector: "MemberExpression[object.name='Date'][property.name='now']:not(CallExpression > .callee)",
      message,
    },
  ]
}

const webClockExempt = [
  'apps/web/src/**/*.test.{ts,tsx}',
  'apps/web/src/test/**',
  'apps/web/src/session/clock.ts',
]

/**
 * `files` may not import from `zones`, statically or through import() (a lazy chunk is an import
 * too); `extra` adds path patterns. Outside tests, "now" comes from session/clock.ts.
 */
function webZone(files, zones, message, extra = []) {
  const dynamic = `^(@[/]|([.][.][/])+)(${zones.join('|')})[/]`
  const lazyImport = { selector: `ImportExpression[source.value=/${dynamic}/]`, message }
  return [
    {
      files: [files],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ group: [...zonePaths(zones), ...extra], message }] },
        ],
        'no-restricted-syntax': ['error', lazyImport, ...clockLeaks('session/clock.ts (now, nowMs)')],
      },
    },
    {
      // Tests and the clock itself read the system's time (an inner array: both patterns match).
      files: webClockExempt.map((exempt) => [files, exempt]),
      rules: { 'no-restricted-syntax': ['error', lazyImport] },
    },
  ]
}

/** File names are kebab-case (docs/style.md): `invite-dialog.tsx`, `chat.messages.service.ts`. */
const nido = {
  rules: {
    'kebab-case-file': {
      meta: { type: 'suggestion', schema: [], messages: { name: 'File names are kebab-case: {{name}}' } },
      create(context) {
        return {
          Program(node) {
            const name = path.basename(context.filename)
            if (!/^[a-z0-9]+(?:[-.][a-z0-9]+)*$/.test(name))
              context.report({ node, messageId: 'name', data: { name } })
          },
        }
      },
    },
  },
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  {
    // Plain JavaScript (scripts/*.mjs, this file): the recommended rules, no type information.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...js.configs.recommended,
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: { ...globals.node } },
  },
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: tsFiles })),
  {
    files: tsFiles,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // No import cycles anywhere (ARCHITECTURE §2). `import type` does not count: it is erased.
    // The TypeScript resolver reads each workspace's tsconfig, so `@/…` and `@nido/domain/…` resolve;
    // packages in node_modules are not walked (ignoreExternal), which keeps lint time down.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['tsconfig.json', '*/tsconfig.json', 'apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A soft budget (decision 0014): a file past ~400 lines of code usually holds two subjects.
    files: tsFiles,
    rules: {
      'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Tests read raw JSON answers (res.json() is `any` by Fastify's typing); they assert on it
    // rather than cast it, so the unsafe-any rules are off there and only there. A test tells a
    // whole story, so its budget is higher.
    files: testFiles,
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      'max-lines': ['warn', { max: 800, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // STYLE.md habit 6: "now" comes from the injected clock (platform/clock.ts), so tests can set
    // it. Tests, test helpers and seeds are exempt: they set the clock, or stamp demo data.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      ...serverTestSupportFiles,
      'apps/server/src/platform/clock.ts',
      'apps/server/src/seed/**',
      'apps/server/src/mail/test-*.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Ask the injected clock for "now" (deps.clock.now() or the handler\'s now).',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Ask the injected clock for "now" (deps.clock.now() or the handler\'s now).',
        },
        {
          // `Date.now` handed over as a function (a default parameter) is the same leak.
          selector: "MemberExpression[object.name='Date'][property.name='now']:not(CallExpression > .callee)",
          message: 'Ask the injected clock for "now" (deps.clock.now() or the handler\'s now).',
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/*/**/*.ts'],
    rules: { 'no-restricted-imports': moduleFace() },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/**'],
    rules: { 'no-restricted-imports': serverFace() },
  },
  {
    files: serverTestSupportFiles,
    rules: { 'no-restricted-imports': serverFace(testSupportModule) },
  },
  {
    files: serverTestSupportFiles
      .filter((f) => !f.startsWith('apps/server/src/test/'))
      .map((f) => f.replace('apps/server/src/**/', 'apps/server/src/modules/*/**/')),
    rules: { 'no-restricted-imports': moduleFace(testSupportModule) },
  },
  // The web's zones (ARCHITECTURE §2, docs/decisions/0015-web-zones-and-names.md), bulletproof-react's
  // shared → features → app: ui/ and session/ (with api/ and i18n/) are shared, features use only
  // them, the shell too and receives the features' buttons and dialogs from app/, app/ composes all.
  ...webZone(
    'apps/web/src/{ui,session}/**/*.{ts,tsx}',
    ['features', 'shell', 'app'],
    'ui/ and session/ are shared: they may use each other, api/ and i18n/, never features/, shell/ or app/.',
  ),
  ...webZone(
    'apps/web/src/api/**/*.{ts,tsx}',
    ['features', 'shell', 'app', 'ui', 'session'],
    'api/ is the bottom layer: it uses the domain package only.',
  ),
  ...webZone(
    'apps/web/src/shell/**/*.{ts,tsx}',
    ['features', 'app'],
    'The shell imports ui/, session/ and api/; what features put in it comes from app/ as slots (shell/slots.tsx).',
  ),
  // A feature never imports another feature either; its own files it reaches relatively (./, ../).
  ...webZone(
    'apps/web/src/features/**/*.{ts,tsx}',
    ['features', 'shell', 'app'],
    'Features use ui/, session/, api/ and i18n/ only, never another feature or the shell: lift what they share to ui/ or session/, or compose them in app/.',
    ['../../*/**'],
  ),
  {
    // React's rules of hooks (a hook called conditionally breaks state) and jsx-a11y's recommended
    // set (ARCHITECTURE §7: every control has an accessible name), on the web only.
    files: ['apps/web/src/**/*.tsx', 'apps/web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog's first field takes the focus (WAI-ARIA's dialog pattern); MUI's components pass
      // autoFocus on to the input, so only a raw DOM element's autoFocus is reported.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      'react-hooks/rules-of-hooks': 'error',
      // An error: a missing dependency is a stale value shown to the user, and the fix (or a
      // commented exception) is cheap where the rule cannot see the intent.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    ignores: webClockExempt,
    rules: { 'no-restricted-syntax': ['error', ...clockLeaks('session/clock.ts (now, nowMs)')] },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { nido },
    rules: { 'nido/kebab-case-file': 'error' },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'fastify', 'drizzle-orm', '@nido/server'],
              message: 'The domain package is pure TypeScript.',
            },
          ],
        },
      ],
    },
  },
)
