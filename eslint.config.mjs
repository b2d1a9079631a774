// @ts-check
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-algolia/',
      '.lighthouseci/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {projectService: {allowDefaultProject: ['*.mjs', '*.cjs']}, tsconfigRootDir: import.meta.dirname},
      globals: {...globals.browser, ...globals.node},
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus, 'react-hooks': reactHooks},
    rules: {
      ...docusaurus.configs.recommended.rules,
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/restrict-template-expressions': ['error', {allowNumber: true}],
      // node:test's describe() and it() return promises that the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {allowForKnownSafeCalls: [{from: 'package', package: 'node:test', name: ['describe', 'it']}]},
      ],
    },
  },
  // Playwright fixtures receive a `use` callback that is not React's use().
  {files: ['tests/**'], rules: {'react-hooks/rules-of-hooks': 'off'}},
  // The social cards' worker is plain JavaScript, so that a worker thread runs it without a TypeScript loader.
  {files: ['*.mjs', '*.cjs', 'src/plugins/social-cards/worker.mjs'], ...tseslint.configs.disableTypeChecked},
);
