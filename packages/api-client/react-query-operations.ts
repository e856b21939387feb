/**
 * The operations whose react-query helpers orval generates (orval.config.ts): for a GET its query key, query
 * options and `use…` hook, for another verb its mutation options and `use…` hook. Every other operation is a
 * plain fetch function (with its URL and response types), which is what the screens call through their own
 * query options (the resource screens, the user forms). `src/react-query-operations.test.ts` fails when a screen
 * imports a helper of an operation missing here, or when one listed here is no longer imported.
 */
export const REACT_QUERY_OPERATIONS = [
  // account
  'activateAccount',
  'changePassword',
  'finishPasswordReset',
  'getAccount',
  'getManagementInfo',
  'requestPasswordReset',
  'saveAccount',
  // administration
  'getConfigProps',
  'getEnv',
  'getHealth',
  'getMetrics',
  'getUser',
  'listActiveLogins',
  'listAudits',
  'listAuthorities',
  'listLoggers',
  'listUsers',
  'searchUsers',
  // companies
  'listCompanyBusinessUnitsByUser',
  // vlegals
  'duplicateVlegal',
  'getVlegalChecklist',
  'getVlegalTotalSummary',
  'listVlegalHistories',
  'sendVlegalDocument',
  'sendVlegalFile',
] as const;
