// One lint setup for the whole repository (STYLE.md habit 12): strict TypeScript, no `any`,
// no floating promises, type-only imports marked, and import boundaries between web features.
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'

/** Import paths into the web's `zones` from anywhere under apps/web/src, by alias or relatively. */
function zonePaths(zones) {
  return zones.flatMap((zone) => [
    `@/${zone}/**`,
    ...['../', '../../', '../../../', '../../../../'].map((up) => `${up}${zone}/**`),
  ])
}

/**
 * `files` may not import from `zones`, statically or through import() (a lazy chunk is an import
 * too); `extra` adds path patterns.
 */
function webZone(files, zones, message, extra = []) {
  const dynamic = `^(@[/]|([.][.][/])+)(${zones.join('|')})[/]`
  return {
    files: [files],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: [...zonePaths(zones), ...extra], message }] }],
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=/${dynamic}/]`, message },
      ],
    },
  }
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/*.js', '**/*.mjs', 'test-results/**'] },
  ...tseslint.configs.recommendedTypeChecked,
  {
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
    // Tests read raw JSON answers (res.json() is `any` by Fastify's typing); they assert on it
    // rather than cast it, so the unsafe-any rules are off there and only there.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'apps/server/src/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // The web's zones (ARCHITECTURE §2, docs/decisions/0015-web-zones-and-names.md), bulletproof-react's
  // shared → features → app: ui/ and session/ (with api/ and i18n/) are shared, features use only
  // them, the shell too and receives the features' buttons and dialogs from app/, app/ composes all.
  webZone('apps/web/src/{ui,session}/**/*.{ts,tsx}', ['features', 'shell', 'app'],
    'ui/ and session/ are shared: they may use each other, api/ and i18n/, never features/, shell/ or app/.'),
  webZone('apps/web/src/api/**/*.{ts,tsx}', ['features', 'shell', 'app', 'ui', 'session'],
    'api/ is the bottom layer: it uses the domain package only.'),
  webZone('apps/web/src/shell/**/*.{ts,tsx}', ['features', 'app'],
    'The shell imports ui/, session/ and api/; what features put in it comes from app/ as slots (shell/slots.tsx).'),
  // A feature never imports another feature either; its own files it reaches relatively (./, ../).
  webZone('apps/web/src/features/**/*.{ts,tsx}', ['features', 'shell', 'app'],
    'Features use ui/, session/, api/ and i18n/ only, never another feature or the shell: lift what they share to ui/ or session/, or compose them in app/.',
    ['../../*/**']),
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
