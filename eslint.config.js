// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { architectureConfig } from './eslint.architecture.js';
import { themeColorsConfig } from './eslint.colors.js';

/** Barrel imports pull thousands of modules into dev builds and tests; import one level deep. */
const muiBarrels = {
  paths: [
    {
      name: '@mui/material',
      message: "Import the component's own path, e.g. '@mui/material/Button'.",
    },
    {
      name: '@mui/icons-material',
      message: "Import the icon's own path, e.g. '@mui/icons-material/Menu'.",
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-next',
      'dist-previous',
      'dist-lambda',
      'coverage',
      'data',
      'screenshots',
      'test-results',
      'playwright-report',
      // Deliberately broken code that scripts/architecture-lint.test.ts expects lint to refuse.
      'tests/lint-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // React Router's idiom for an HTTP error from a loader: `throw data(null, { status: 404 })`.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] },
      ],
      'no-restricted-imports': ['error', muiBarrels],
    },
  },
  ...themeColorsConfig,
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
    languageOptions: {
      ...jsxA11y.flatConfigs.strict.languageOptions,
      globals: globals.browser,
    },
  },
  {
    files: [
      'server/**/*.ts',
      'scripts/**/*.ts',
      'tests/**/*.ts',
      '*.config.{js,ts}',
      'eslint.*.js',
    ],
    languageOptions: { globals: globals.node },
  },
  ...architectureConfig,
  {
    files: ['eslint.config.js', 'eslint.architecture.js', 'eslint.colors.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
