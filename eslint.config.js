// One lint setup for the whole repository (STYLE.md habit 12): strict TypeScript, no `any`,
// no floating promises, type-only imports marked, import boundaries between web features and
// between server modules, no import cycles. Decision 0014 says which plugin and why.
import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

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
  {
    // bulletproof-react: shared → features → app. A feature never imports another feature.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/**', '../../*/**'],
              message: 'Features do not import each other; lift shared code to ui/ or session/.',
            },
          ],
        },
      ],
    },
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
