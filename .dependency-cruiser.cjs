/** Dependency direction (DESIGN §2): domain <- api-client <- features <- backoffice; ui <- features; domain <- api. */
module.exports = {
  forbidden: [
    {
      name: 'resolvable',
      comment: 'An import that does not resolve hides a dependency the package does not declare.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'ui-imports-nothing-internal',
      comment: 'ui is a design system: no domain words, no data, no router, no other workspace package.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: {
        path: '^(packages/(domain|api-client|features)|apps)/|@tanstack/react-router|@tanstack/react-query|i18next',
      },
    },
    {
      name: 'domain-imports-nothing-internal',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(packages/(api-client|ui|features)|apps)/|^node_modules/(react|react-dom)/' },
    },
    {
      name: 'features-are-router-agnostic',
      comment: 'Screens take hrefs and navigation callbacks; the app wires the router.',
      severity: 'error',
      from: { path: '^packages/features/' },
      to: { path: '^apps/|@tanstack/react-router|@tanstack/router' },
    },
    {
      name: 'api-client-below-features',
      severity: 'error',
      from: { path: '^packages/api-client/' },
      to: { path: '^(packages/(ui|features)|apps)/' },
    },
    {
      name: 'api-has-no-react',
      comment: 'The server never imports React, ui or features.',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: {
        path: '^packages/(ui|features)/|^node_modules/(react|react-dom|react-aria-components)/',
      },
    },
    {
      name: 'api-calls-itself-only-in-tests',
      comment:
        'The server does not use the client; its tests and benchmarks may call it through the SDK ' +
        'generated from the contract (plain fetch), never the react-query hooks or the mocks.',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^packages/api-client/', pathNot: '^packages/api-client/src/gen/sdk/' },
    },
    {
      name: 'api-source-has-no-client',
      severity: 'error',
      from: { path: '^apps/api/src/' },
      to: { path: '^packages/api-client/' },
    },
    {
      name: 'nothing-imports-apps',
      comment: 'Apps are leaves; tests are black-box.',
      severity: 'error',
      from: { pathNot: '^apps/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-do-not-import-each-other',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|storybook-static|src/gen)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
