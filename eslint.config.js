import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { foundationImportsNoFeature } from './scripts/eslint/foundation-imports-no-feature.js'
import { noOtherFeatureClient } from './scripts/eslint/no-other-feature-client.js'
import { noRelativeImportAcrossWorkspaces } from './scripts/eslint/no-relative-import-across-workspaces.js'
import { platformImportsNoDomain } from './scripts/eslint/platform-imports-no-domain.js'
import { webImportPaths } from './scripts/eslint/web-import-paths.js'

// The boundaries between the workspaces and between web features, each with the way to do it instead.
// tests/lint/boundaries.test.ts plants a violation of each and checks the allowed form beside it passes.

const apiImportsWorker =
  'api/ never imports worker/: the worker is the runtime that runs the domains in api/src, not the other way ' +
  'round. Put what a domain needs in its folder in api/src (e.g. api/src/naming/), or have the caller ' +
  '(scripts/start.ts, the worker) pass it in, as the worker hands processors its thread pool in their deps.'

const contractIsALeaf =
  'The wire contract (api/src/contract/) is what the browser imports: it stands on zod and on other contract ' +
  'modules only. Move the type or rule it needs into the contract and have the server import it from there.'

const onlyTheApiClientCallsTheNetwork =
  "Only web/app/api-client/ reaches the network: call the endpoint with callApi from the feature's client/ " +
  'code (its typed calls in client/<feature>-api.ts), and pass the data to shared/ code.'

const routeMetaIsTyped =
  "A route's meta is `export const meta: Route.MetaFunction = (…) => pageMeta(…)`, with " +
  "`import type { Route } from './+types/<module>'`: one form in every route, typed from the route."

/** The browser's ways to reach the network, which every web module but the API client leaves to it. */
const networkGlobals = ['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource']

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'web/build/**', 'web/.react-router/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['scripts/**', 'tests/**', 'bench/**'], rules: { 'no-console': 'off' } },
  // A domain adds its jobs to platform's job types by declaration merging (`interface JobResults extends
  // BillsJobResults {}`, docs/decisions/044-one-name-per-concept.md): an interface that only extends is how.
  {
    files: ['api/src/**/*.jobs.ts'],
    rules: {
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },

  // Arrows run one way: worker/ may import the API's domains and platform, api/ never imports worker/.
  {
    files: ['api/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@studio/worker', '@studio/worker/*'], message: apiImportsWorker },
            { regex: '^(\\.\\./)+worker(/|$)', message: apiImportsWorker },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression[source.value=/^@studio\\/worker(\\/|$)/]', message: apiImportsWorker },
        {
          selector: 'ImportExpression[source.value=/^(\\.\\.\\/)+worker(\\/|$)/]',
          message: apiImportsWorker,
        },
      ],
    },
  },

  // The contract is a leaf (tests/lint/import-graph.test.ts checks the same for every form of import).
  {
    files: ['api/src/contract/**/*.ts'],
    ignores: ['api/src/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\./)', message: contractIsALeaf }] },
      ],
    },
  },

  // The boundaries that need an import resolved to a path (scripts/eslint/ says why).
  {
    plugins: {
      studio: {
        rules: {
          'no-relative-import-across-workspaces': noRelativeImportAcrossWorkspaces,
          'no-other-feature-client': noOtherFeatureClient,
          'foundation-imports-no-feature': foundationImportsNoFeature,
          'web-import-paths': webImportPaths,
          'platform-imports-no-domain': platformImportsNoDomain,
        },
      },
    },
  },
  // A workspace reaches another only by package name, and nothing else outside itself (api/'s reach into
  // worker/ is banned above, whatever the form).
  {
    files: ['{api,web,worker}/**/*.{ts,tsx,js,mjs}'],
    rules: { 'studio/no-relative-import-across-workspaces': 'error' },
  },
  // platform/ imports no domain (docs/decisions/044-one-name-per-concept.md).
  {
    files: ['api/src/platform/**/*.ts'],
    ignores: ['api/src/platform/**/*.test.ts'],
    rules: { 'studio/platform-imports-no-domain': 'error' },
  },
  // The web app's layout (docs/decisions/022-web-app-layout.md): relative imports inside an area, #app/
  // across areas, none climbing three folders; a feature keeps its client/ code to itself, and the
  // foundation below the features (common/, api-client/, session/, site/, seo/, offline/, styles/) imports
  // no feature.
  { files: ['web/**/*.{ts,tsx}'], rules: { 'studio/web-import-paths': 'error' } },
  { files: ['web/app/features/**/*.{ts,tsx}'], rules: { 'studio/no-other-feature-client': 'error' } },
  { files: ['web/app/**/*.{ts,tsx}'], rules: { 'studio/foundation-imports-no-feature': 'error' } },
  // No source file over 300 lines (issue 33): a longer one holds more than one idea. Tests are left out:
  // a file of cases about one thing may run long.
  {
    files: ['{api,worker,web,scripts,bench}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  // Every route module types its meta with its generated Route.MetaFunction, so a page's params and
  // loader data reach meta typed, as they reach the component.
  {
    files: ['web/app/routes/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportNamedDeclaration > FunctionDeclaration[id.name="meta"]',
          message: routeMetaIsTyped,
        },
        {
          selector:
            'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name="meta"]' +
            ':not([id.typeAnnotation.typeAnnotation.typeName.right.name="MetaFunction"])',
          message: routeMetaIsTyped,
        },
      ],
    },
  },

  // The network is the API client's business: shared/ code stays pure (the worker and the page both run
  // it) and every call goes through callApi. Tests stub fetch.
  {
    files: ['web/app/**/*.{ts,tsx}'],
    ignores: ['web/app/api-client/**', 'web/app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...networkGlobals.map((name) => ({ name, message: onlyTheApiClientCallsTheNetwork })),
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          networkGlobals.map((property) => ({ object, property, message: onlyTheApiClientCallsTheNetwork })),
        ),
        { object: 'navigator', property: 'sendBeacon', message: onlyTheApiClientCallsTheNetwork },
      ],
    },
  },
)
