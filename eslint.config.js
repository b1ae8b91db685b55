import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { webBoundaryZones } from './apps/web/eslint-boundaries.js';
import { serverBoundaryZones, sharedBoundaryZones } from './apps/server/eslint-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.test-dist/**',
      '.tools/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The Node version check runs on the old Node it turns away, so it is CommonJS (scripts/check-node.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Migrations are frozen in time and typed `Kysely<any>` on purpose (docs/architecture.md#portable-migrations).
    files: ['apps/server/src/db/migrations/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // One way to type tables: every table is in db/schema.ts's Database (docs/decisions/0021-server-one-way-per-concern.md).
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'withTables', message: 'Declare the table in apps/server/src/db/schema.ts instead.' },
      ],
      // One route option for cache headers: config.cache (plugins/cache-control.ts), not reply.header();
      // the signed-in member through requireMember, not request.user!.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='header'][arguments.0.value=/^cache-control$/i]",
          message: "Declare the route's config.cache instead of setting cache-control by hand.",
        },
        {
          selector: "TSNonNullExpression > MemberExpression[object.name='request'][property.name='user']",
          message: 'Use requireMember(request) from plugins/member.ts: the signed-in member, typed.',
        },
      ],
    },
  },
  {
    // Boundaries enforced, not remembered: docs/decisions/0095-server-feature-boundaries.md
    files: ['apps/server/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: serverBoundaryZones() }] },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: sharedBoundaryZones() }] },
  },
  {
    // The one place that writes the header, and the static files' own cache settings.
    files: ['apps/server/src/plugins/cache-control.ts', 'apps/server/src/plugins/web.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrollable region (wide tables) must take focus so keyboard users can scroll it.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Boundaries enforced, not remembered: docs/decisions/0022-web-feature-boundaries.md
      'import/no-restricted-paths': ['error', { zones: webBoundaryZones() }],
    },
  },
  {
    // zod's global configuration (Spanish messages, no `new Function`) must run before any schema: every
    // schema takes `z` from the module that applies it, which lets the browser's first bundle do without
    // zod (docs/performance.md "First load on a phone"). Types may come from zod itself.
    files: ['packages/shared/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['packages/shared/src/validation/zod-config.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: "Import { z } from '@foro/shared/validation/zod-config' (configured zod).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
