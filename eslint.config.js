import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// One data path (issue #10): screens reach the API only through the data provider (generic methods
// and the named methods of src/shared/calls) and react-admin's query hooks, never fetch or api.ts.
const ONE_DATA_PATH =
  'Use o data provider: useGetList/useGetOne/useCreate/useUpdate/useDelete, ou a chamada declarada em src/shared/calls com useCall/useCallMutation (src/admin/calls.ts).';
/** The transport itself: api.ts, and the two providers built on it. */
const TRANSPORT = ['src/admin/api.ts', 'src/admin/dataProvider.ts', 'src/admin/authProvider.ts'];
export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'data/',
      '.tmp/',
      'src/generated/',
      'coverage/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/admin/**/*.{ts,tsx}'],
    ignores: TRANSPORT,
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: ONE_DATA_PATH }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='fetch']", message: ONE_DATA_PATH },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)api(\\.ts)?$',
              importNames: ['apiPost', 'apiGet', 'sendCall'],
              message: ONE_DATA_PATH,
            },
          ],
        },
      ],
    },
  },
);
