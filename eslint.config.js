// One lint config for the whole repository (flat config, ESLint 9).
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Under Node ESM, styled-components' default export is its CommonJS namespace, so a published
// package that uses it crashes on import; its named `styled` works everywhere.
const styledDefaultImport = {
  selector: "ImportDeclaration[source.value='styled-components'] > ImportDefaultSpecifier",
  message: "Import { styled } from 'styled-components' (the default breaks Node ESM).",
}

// The server's unit of work (docs/adr/0023): only src/db/unitOfWork.ts opens transactions, so
// every one joins the outer transaction and runs its after-commit hooks. `uow.transaction`,
// `ctx.uow.transaction` and `repo.uow.transaction` are the unit of work's own.
const transactionOutsideUnitOfWork =
  'Open transactions with the unit of work: ctx.uow.transaction (src/db/unitOfWork.ts).'
const openingTransactions = [
  {
    selector:
      "MemberExpression[property.name='transaction']:not([object.name='uow']):not([object.property.name='uow'])",
    message: transactionOutsideUnitOfWork,
  },
  {
    selector: 'Literal[value=/^\\s*(BEGIN|COMMIT|END|ROLLBACK|SAVEPOINT|RELEASE)\\b/]',
    message: transactionOutsideUnitOfWork,
  },
  {
    selector: 'TemplateElement[value.raw=/^\\s*(BEGIN|COMMIT|END|ROLLBACK|SAVEPOINT|RELEASE)\\b/]',
    message: transactionOutsideUnitOfWork,
  },
]

// The ledger module (src/modules/ledger) is the one writer of balances and ledger rows.
const moneyTableWrite =
  '/\\b(INSERT(\\s+OR\\s+\\w+)?\\s+INTO|REPLACE\\s+INTO|UPDATE(\\s+OR\\s+\\w+)?|DELETE\\s+FROM)\\s+["`]?(balances|ledger)\\b/i'
const writingMoneyTables = [
  {
    selector: `Literal[value=${moneyTableWrite}]`,
    message:
      'Only the ledger module writes balances and ledger rows: use ledger.move (src/modules/ledger).',
  },
  {
    selector: `TemplateElement[value.raw=${moneyTableWrite}]`,
    message:
      'Only the ledger module writes balances and ledger rows: use ledger.move (src/modules/ledger).',
  },
]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'packages/api-client/src/schema.ts',
      '**/.vitest-attachments/**',
      '.packs/**',
      '.examples/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', styledDefaultImport],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: [
      'packages/{ui,exchange-widgets,app}/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
      'examples/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['packages/{ui,exchange-widgets,app}/**/*.tsx', 'examples/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...storybook.configs['flat/recommended'],
  {
    // The rules of import (docs/architecture.md, "Rules of import"): ui imports nothing of ours
    // but the decimal type; rules import no React and nothing of ours but the client's types;
    // widgets never import the app; the server takes only the rules and types from the client.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@bourse/(?!rules/decimal$)',
              message: 'ui imports nothing of ours but @bourse/rules/decimal.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/rules/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@bourse/ui',
                '@bourse/ui/*',
                '@bourse/exchange-widgets',
                '@bourse/exchange-widgets/*',
                '@bourse/app',
                '@bourse/server',
                'react',
                'react-dom',
                'react-dom/*',
                'styled-components',
                'jotai',
                'jotai/*',
                'd3-*',
                'libheif-js',
                'libheif-js/*',
              ],
              message: 'rules are pure: no React, no UI, nothing of ours but the client types.',
            },
            {
              group: ['@bourse/api-client', '@bourse/api-client/*'],
              allowTypeImports: true,
              message: 'rules take only types from the client.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may build their inputs with the client's fixtures.
    files: ['packages/rules/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@bourse/ui', '@bourse/exchange-widgets', 'react', 'react-dom'],
              message: 'rules are pure: no React, no UI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/exchange-widgets/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@bourse/app', '@bourse/server'],
              message: 'widgets never import app or server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api-client/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@bourse/ui',
                '@bourse/exchange-widgets',
                '@bourse/app',
                '@bourse/server',
                'react',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@bourse/ui',
                '@bourse/ui/*',
                '@bourse/exchange-widgets',
                '@bourse/exchange-widgets/*',
                '@bourse/app',
                'react',
                'react-dom',
              ],
              message: 'The server shares only the pure rules (@bourse/rules), never React code.',
            },
            {
              group: ['@bourse/api-client'],
              allowTypeImports: true,
              message: 'The server takes only types from the client.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        styledDefaultImport,
        ...openingTransactions,
        ...writingMoneyTables,
      ],
    },
  },
  {
    files: ['packages/server/src/db/unitOfWork.ts'],
    rules: { 'no-restricted-syntax': ['error', styledDefaultImport, ...writingMoneyTables] },
  },
  {
    files: ['packages/server/src/modules/ledger/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', styledDefaultImport, ...openingTransactions] },
  },
)
