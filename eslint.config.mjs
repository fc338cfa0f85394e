// Import boundaries live here, not in anyone's memory:
// @vg/contract <- (API, @vg/shared <- remotes <- host). A remote never imports another remote or
// the host; @vg/shared imports no app; the API imports no front-end code; the contract imports none.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import formatjs from 'eslint-plugin-formatjs';
import { featureBoundaries } from './scripts/lint/feature-boundaries.mjs';

const apps = ['host', 'remote-garage', 'remote-community', 'remote-account', 'remote-admin'];

// The contract's schemas are the API's to run: a screen takes their types only, so no schema
// library lands in a bundle; its pure rules come from '@vg/contract/rules' (docs/adr/0005) and the
// design tokens from '@vg/contract/design-tokens' (docs/adr/0023-design-tokens.md).
const typesOnlyFromContract = [
  {
    name: '@vg/contract',
    allowTypeImports: true,
    message:
      "Import the contract's types with `import type`; rules from '@vg/contract/rules', design tokens from '@vg/contract/design-tokens'.",
  },
];

// `layers`: further patterns refused inside one package (a lower layer importing a higher one).
const forbid = (names, paths = [], layers = []) => ({
  'no-restricted-imports': [
    'error',
    {
      paths,
      // Package names, and relative paths into another workspace's sources
      // (`<workspace>/src`, so a folder of the same name inside a package,
      // like shared/src/api, is not mistaken for the workspace).
      patterns: [
        ...names.map((name) => ({
          group: [`@vg/${name}`, `@vg/${name}/*`, `**/${name}/src`, `**/${name}/src/**`],
          message: `Do not import ${name} from here: see docs/adr/0001.`,
        })),
        ...layers,
      ],
    },
  ],
});

// Inside the API, db/ and jobs/ sit below the features: a feature contributes its tables,
// migrations and job handlers, and the modules at the root of api/src compose them (api/README.md).
const belowTheFeatures = {
  group: ['**/features', '**/features/**'],
  message:
    'db/ and jobs/ do not import a feature: the feature contributes (its tables.ts, migrations, job handlers) and api/src/migrations.ts or api/src/job-handlers.ts composes it.',
};
// The contract's rules are its lowest layer: pure functions on plain shapes, under every schema.
const rulesAtTheBottom = {
  regex: '^\\.\\./',
  message:
    'contract/src/rules imports nothing else of the contract: the schemas import the rules, not the other way round.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      // Build caches (the host's prerender bundle), as .gitignore has them.
      '**/.cache/**',
      'e2e/test-results/**',
      'releases/**',
      // Code that breaks the rules on purpose; scripts/lint/import-boundaries.test.mjs lints it.
      'scripts/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['api/**', 'e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['**/*.{js,cjs}'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: ['contract/**'], rules: forbid([...apps, 'api', 'shared']) },
  {
    files: ['contract/src/rules/**'],
    ignores: ['**/*.test.ts'],
    rules: forbid([...apps, 'api', 'shared'], [], [rulesAtTheBottom]),
  },
  { files: ['shared/**'], rules: forbid([...apps, 'api'], typesOnlyFromContract) },
  { files: ['api/**'], rules: forbid([...apps, 'shared']) },
  {
    files: ['api/src/db/**', 'api/src/jobs/**'],
    rules: forbid([...apps, 'shared'], [], [belowTheFeatures]),
  },
  ...apps.map((app) => ({
    files: [`${app}/**`],
    rules: forbid([...apps.filter((other) => other !== app), 'api'], typesOnlyFromContract),
  })),
  // Inside each package: no import cycles, and in a remote the layers of docs/adr/0006 (pages
  // compose features; a feature imports no other feature; the shared lower layer imports neither).
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads no TypeScript module and no-cycle sees nothing.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json'],
          conditionNames: ['vg-source', 'types', 'import', 'default'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...featureBoundaries(apps.filter((app) => app !== 'host')),
  // Nothing left in English by accident (docs/adr/0029): a screen's words come from its catalogue
  // through react-intl, never a literal in JSX or in a prop a reader sees.
  {
    // The screens whose words have moved into catalogues; each part joins as it is translated.
    files: ['host/src/layout/theme-select.tsx', 'shared/src/i18n/**/*.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [
              [
                '[A-Z]*',
                '{label,title,placeholder,description,hint,heading,message,summary,caption,alt,emptyText,legend,confirmLabel,cancelLabel,actionLabel}',
              ],
            ],
          },
        },
      ],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-plurals': 'error',
    },
  },
);
