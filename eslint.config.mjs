import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WEB_IMPORT_PATTERNS = [
  { group: ['**/api/src/**', '@praxisnah/api'], message: 'web and workers import contracts, never api.' },
  { group: ['**/read-models/**', '@praxisnah/read-models'], message: 'read-models is server only: web imports contracts.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'web/dist/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'workers/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/api/src/**', '@praxisnah/api'], message: 'web and workers import contracts, never api.' }] },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/e2e/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: WEB_IMPORT_PATTERNS }] },
  },
  {
    // A form's schema messages show in the admins' wording only through schemaResolver.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/components/form/schema-resolver.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...WEB_IMPORT_PATTERNS,
            { group: ['@hookform/resolvers/*'], message: 'Use schemaResolver (web/src/components/form/schema-resolver.ts).' },
          ],
        },
      ],
    },
  },
  {
    // Route paths come from web/src/app/paths.ts, so a renamed route cannot leave a dead link behind. A string that
    // starts like a route ("/search", "/events/…", "/dashboard?tab=…") is refused; API paths (/api/…) and files
    // ("/hero.webp") are not routes and pass.
    files: ['web/src/features/**/*.{ts,tsx}'],
    ignores: ['web/src/features/**/*.spec.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/(?!api\\/)[a-z][\\w-]*(\\/|\\?|$)/]',
          message: 'Route paths come from paths (web/src/app/paths.ts): use paths.<route>.to().',
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/(?!api\\/)[a-z][\\w-]*(\\/|\\?|$)/]',
          message: 'Route paths come from paths (web/src/app/paths.ts): use paths.<route>.to().',
        },
      ],
    },
  },
  {
    files: ['infra/scripts/**', 'bench/**', 'infra/seed/**'],
    rules: { 'no-console': 'off' },
  },
);
