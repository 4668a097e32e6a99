import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// One data path (issue #10): screens reach the API only through the data provider (generic methods
// and the named methods of src/shared/calls) and react-admin's query hooks, never fetch or api.ts.
const ONE_DATA_PATH =
  'Use o data provider: useGetList/useGetOne/useCreate/useUpdate/useDelete, ou a chamada declarada em src/shared/calls com useCall/useCallMutation (src/admin/calls.ts).';
// No transaction held while an outside provider answers (issue #25): the server opens transactions
// only through src/server/db/transaction.ts (which marks them, so http/provider-client.ts can refuse a
// provider call inside one) and calls providers only through provider-client.ts (or the CEP lookup).
const MARKED_TRANSACTIONS =
  'Abra transações com inTransaction/auditedTransaction (src/server/db/transaction.ts) ou scope.transaction: elas marcam o trabalho, e uma chamada a um intermediador dentro dele é recusada.';
const ONE_PROVIDER_PATH =
  'Chame serviços de fora com callProvider (src/server/http/provider-client.ts): ele recusa rodar dentro de uma transação.';
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
    files: ['src/server/**/*.ts'],
    // The helpers themselves; migrations and the demo data run before any request, on their own.
    ignores: ['src/server/db/transaction.ts', 'src/server/db/migrate.ts', 'src/server/db/seed/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(transaction|startTransaction)$/][arguments.length=0]',
          message: MARKED_TRANSACTIONS,
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/http/provider-client.ts', 'src/server/people/cep.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: ONE_PROVIDER_PATH }],
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
