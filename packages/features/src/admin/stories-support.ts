/** Fixed answers of the monitoring calls and fixed users, so the administration stories look the same on every run. */
import type { AdminUser, AuditEvent } from '@vlegal/api-client/model';
import {
  createMockStore,
  type MockStore,
  pageOf,
  type Row,
  type Sorting,
} from '@vlegal/api-client/mock-store';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { companies, units } from '../company/stories-support.tsx';

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour, 15, 0)).toISOString();

const PEOPLE: [string, string, string, AdminUser['authorities']][] = [
  ['admin', 'Administrator', '', ['ROLE_ADMIN', 'ROLE_USER']],
  ['budi.santoso', 'Budi', 'Santoso', ['ROLE_USER', 'ROLE_USER_ADMIN']],
  ['dewi.lestari', 'Dewi', 'Lestari', ['ROLE_USER', 'ROLE_USER_VLEGAL']],
  ['eko.prasetyo', 'Eko', 'Prasetyo', ['ROLE_VERIFICATOR']],
  ['fitri.handayani', 'Fitri', 'Handayani', ['ROLE_USER', 'ROLE_USER_ADMIN_COMPANY']],
  ['gunawan', 'Gunawan', '', ['ROLE_USER']],
  ['hadi.wijaya', 'Hadi', 'Wijaya', ['ROLE_USER', 'ROLE_USER_ADMIN']],
  ['indah.permata', 'Indah', 'Permata', ['ROLE_USER']],
  ['joko.susilo', 'Joko', 'Susilo', ['ROLE_USER', 'ROLE_USER_VLEGAL']],
  ['kartika.sari', 'Kartika', 'Sari', ['ROLE_VERIFICATOR']],
  ['lukman.hakim', 'Lukman', 'Hakim', ['ROLE_USER']],
  ['maya.anggraini', 'Maya', 'Anggraini', ['ROLE_USER', 'ROLE_USER_ADMIN']],
];

export const users: AdminUser[] = PEOPLE.map(([login, firstName, lastName, authorities], index) => ({
  id: index + 1,
  login,
  firstName,
  lastName: lastName || null,
  email: `${login.replace('.', '')}@example.co.id`,
  imageUrl: null,
  activated: index % 5 !== 4,
  langKey: index % 4 === 3 ? 'en' : 'in',
  authorities,
  companyId: index > 0 && index % 3 !== 0 ? (index % 2) + 1 : null,
  // A unit of the user's company (MKS-01 of the second, JJF-01 of the first).
  businessUnitId: index > 0 && index % 3 === 1 ? (index % 2 === 1 ? 3 : 1) : null,
  createdBy: 'system',
  createdDate: at(1, 1),
  lastModifiedBy: 'admin',
  lastModifiedDate: at(2 + index, 3),
}));

/** The user-management store, with the fixed users above and the companies and units they belong to. */
export function userStore(): MockStore {
  return createMockStore({
    users,
    rows: { company: companies, businessUnit: units },
    fakerSeed: 20261121,
  });
}

const TYPES = ['AUTHENTICATION_SUCCESS', 'AUTHENTICATION_FAILURE', 'ENTITY_CHANGE', 'AUTHORIZATION_FAILURE'];

export const audits: AuditEvent[] = Array.from(
  { length: 45 },
  (_, index): AuditEvent => ({
    id: index + 1,
    principal: index % 7 === 3 ? 'anonymousUser' : (PEOPLE[index % PEOPLE.length]?.[0] ?? 'admin'),
    timestamp: at(1 + Math.floor(index / 3), index % 24),
    type: TYPES[index % TYPES.length]!,
    data: (index % 4 === 2
      ? { entity: 'country', id: String(index), operation: 'UPDATE' }
      : { remoteAddress: `10.0.0.${index + 1}` }) as Record<string, string>,
  }),
);

/** The sort fields of `listAudits`, as the server allows them. */
const AUDIT_SORTING: Sorting = {
  path: 'audits',
  sortable: ['timestamp', 'principal', 'type', 'id'],
  defaultSort: ['timestamp', 'desc'],
};

/** `listAudits` over the fixed events: day range, sort, paging, `X-Total-Count`. */
export function auditHandler(events: readonly AuditEvent[] = audits): RequestHandler {
  return http.get('*/management/audits', ({ request }) => {
    const url = new URL(request.url);
    const from = url.searchParams.get('fromDate');
    const to = url.searchParams.get('toDate');
    const rows = events.filter(
      (event) =>
        (!from || event.timestamp.slice(0, 10) >= from) && (!to || event.timestamp.slice(0, 10) <= to),
    );
    return pageOf(AUDIT_SORTING, rows as unknown as Row[], url);
  });
}

export const health = {
  status: 'UP',
  components: {
    db: {
      status: 'UP',
      details: { database: 'PostgreSQL', version: 'PostgreSQL 15.18', validationQueryMs: 3 },
    },
    diskSpace: {
      status: 'UP',
      details: { path: '/srv/vlegal/data', total: 107374182400, free: 53687091200, threshold: 10485760 },
    },
    ping: { status: 'UP' },
    mail: { status: 'UP', details: { transport: 'smtp' } },
  },
};

export const healthDown = {
  status: 'DOWN',
  components: {
    ...health.components,
    db: { status: 'DOWN', details: { error: 'connection refused' } },
  },
};

const route = (name: string, status: number, count: number, meanMs: number, maxMs: number) => ({
  route: name,
  status,
  count,
  meanMs,
  maxMs,
});

export const metrics = {
  process: {
    uptimeSeconds: 273_840,
    startTime: '2026-11-18T01:00:00.000Z',
    pid: 4242,
    nodeVersion: 'v20.20.2',
    cpuUserMicros: 81_000_000,
    cpuSystemMicros: 12_000_000,
    cpuCount: 2,
    loadAverage: [0.42, 0.35, 0.31],
    activeResources: 14,
  },
  memory: {
    rss: 212_860_928,
    heapTotal: 98_566_144,
    heapUsed: 71_303_168,
    external: 9_437_184,
    arrayBuffers: 1_048_576,
    systemTotal: 25_769_803_776,
    systemFree: 17_179_869_184,
  },
  eventLoop: { minMs: 10.02, meanMs: 10.6, maxMs: 48.2, p50Ms: 10.4, p99Ms: 21.3 },
  'http.server.requests': {
    requestsTotal: 18_412,
    byStatus: [
      { status: 200, count: 16_920, meanMs: 12.4, maxMs: 480.2 },
      { status: 201, count: 310, meanMs: 25.1, maxMs: 130.4 },
      { status: 400, count: 702, meanMs: 4.2, maxMs: 40.3 },
      { status: 401, count: 455, meanMs: 2.1, maxMs: 15.5 },
      { status: 404, count: 25, meanMs: 3.3, maxMs: 9.8 },
    ],
    byRoute: [
      route('GET /api/account', 200, 5_210, 4.1, 60.2),
      route('GET /api/countries', 200, 2_950, 9.8, 140.6),
      route('GET /api/_search/countries', 200, 1_480, 14.2, 210.3),
      route('POST /api/authenticate', 200, 1_120, 182.5, 480.2),
      route('POST /api/authenticate', 401, 455, 175.0, 410.0),
      route('GET /api/provinces', 200, 1_310, 11.4, 150.1),
      route('GET /api/hs-codes', 200, 980, 21.6, 260.8),
      route('POST /api/countries', 201, 310, 25.1, 130.4),
      route('GET /management/jhimetrics', 200, 640, 6.2, 45.0),
      route('GET /api/users', 200, 410, 15.3, 98.4),
      route('PUT /api/countries', 400, 702, 4.2, 40.3),
    ],
  },
  database: { dialect: 'postgres', pool: { active: 1, idle: 4, total: 5, pending: 0, max: 10 } },
};

export const loggers = {
  levels: ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'FATAL', 'OFF'],
  loggers: {
    ROOT: { configuredLevel: 'INFO', effectiveLevel: 'INFO' },
    http: { configuredLevel: null, effectiveLevel: 'INFO' },
    mail: { configuredLevel: 'WARN', effectiveLevel: 'WARN' },
    resources: { configuredLevel: null, effectiveLevel: 'INFO' },
    security: { configuredLevel: 'DEBUG', effectiveLevel: 'DEBUG' },
    tracker: { configuredLevel: null, effectiveLevel: 'INFO' },
  } as Record<string, { configuredLevel: string | null; effectiveLevel: string }>,
};

/** `listLoggers` and a stateful `setLoggerLevel`. */
export function loggerHandlers(): RequestHandler[] {
  const state = structuredClone(loggers);
  return [
    http.get('*/management/loggers', () => HttpResponse.json(state)),
    http.post('*/management/loggers/:name', async ({ params, request }) => {
      const logger = state.loggers[String(params.name)];
      if (!logger) return new HttpResponse(null, { status: 404 });
      const { configuredLevel } = (await request.json()) as { configuredLevel: string | null };
      logger.configuredLevel = configuredLevel;
      logger.effectiveLevel = configuredLevel ?? state.loggers.ROOT?.effectiveLevel ?? 'INFO';
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

export const configProps = {
  contexts: {
    application: {
      beans: {
        serverConfig: {
          prefix: 'server',
          properties: {
            port: 8080,
            host: '0.0.0.0',
            bodyLimit: 5242880,
            baseUrl: 'https://vlegal.example.co.id',
          },
        },
        databaseConfig: {
          prefix: 'database',
          properties: { url: 'postgres://vlegal:******@db:5432/vlegal', embedded: false },
        },
        securityConfig: {
          prefix: 'security',
          properties: { jwtSecret: '******', tokenValiditySeconds: 86400, bcryptCost: 10 },
        },
      },
    },
  },
};

export const env = {
  activeProfiles: ['prod', 'swagger'],
  propertySources: [
    {
      name: 'systemEnvironment',
      properties: {
        NODE_ENV: { value: 'production' },
        PORT: { value: '8080' },
        TZ: { value: 'Asia/Jakarta' },
      },
    },
  ],
};

export const activeLogins = [
  {
    sessionId: 'jti-1',
    login: 'admin',
    ipAddress: '10.0.0.5',
    userAgent: 'Chromium',
    page: '/app/administration/tracker',
    rememberMe: false,
    signedInAt: at(21, 0),
    lastSeen: at(21, 1),
  },
  {
    sessionId: 'jti-2',
    login: 'budi.santoso',
    ipAddress: '10.0.0.17',
    userAgent: 'Firefox',
    page: '/app/business-unit-material/stock-raw-material',
    rememberMe: true,
    signedInAt: at(20, 23),
    lastSeen: at(21, 0),
  },
];

export const apiDocs = {
  openapi: '3.1.0',
  info: { title: 'V-Legal back-office API', version: '1.6.5' },
  paths: {
    '/api/countries': {
      get: {
        operationId: 'listCountries',
        summary: 'List country rows.',
        tags: ['countries'],
        'x-roles': [],
      },
      post: {
        operationId: 'createCountry',
        summary: 'Create a country.',
        tags: ['countries'],
        'x-roles': ['ROLE_ADMIN'],
      },
    },
    '/api/countries/{id}': {
      get: { operationId: 'getCountry', summary: 'Read a country.', tags: ['countries'], 'x-roles': [] },
      delete: {
        operationId: 'deleteCountry',
        summary: 'Delete a country.',
        tags: ['countries'],
        'x-roles': ['ROLE_ADMIN'],
      },
    },
    '/management/health': {
      get: { operationId: 'getHealth', summary: 'Health.', tags: ['monitoring'], 'x-roles': 'public' },
    },
  },
};

/** Every monitoring call with its fixed answer. */
export function monitoringHandlers(): RequestHandler[] {
  return [
    auditHandler(),
    http.get('*/management/health', () => HttpResponse.json(health)),
    http.get('*/management/jhimetrics', () => HttpResponse.json(metrics)),
    ...loggerHandlers(),
    http.get('*/management/configprops', () => HttpResponse.json(configProps)),
    http.get('*/management/env', () => HttpResponse.json(env)),
    http.get('*/api/active-logins', () =>
      HttpResponse.json(activeLogins, { headers: { 'X-Total-Count': String(activeLogins.length) } }),
    ),
    http.get('*/v3/api-docs', () => HttpResponse.json(apiDocs)),
  ];
}
