/** The server's metrics document (`management/jhimetrics`), read defensively into what the screen shows. */
export interface RouteLatency {
  route: string;
  status: number;
  count: number;
  meanMs: number;
  maxMs: number;
}

export interface MetricsView {
  process: { uptimeSeconds: number; cpuCount: number; loadAverage: number[]; nodeVersion: string };
  memory: { name: 'heapUsed' | 'heapTotal' | 'rss' | 'external'; bytes: number }[];
  heapUsed: number;
  heapTotal: number;
  eventLoop: { meanMs: number; p99Ms: number; maxMs: number };
  requestsTotal: number;
  byStatus: { status: number; count: number; meanMs: number; maxMs: number }[];
  routes: RouteLatency[];
  pool: { active: number; idle: number; max: number };
}

type Json = Record<string, unknown>;
const object = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const number = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.map(object) : []);

export function readMetrics(document: unknown): MetricsView {
  const root = object(document);
  const process = object(root.process);
  const memory = object(root.memory);
  const loop = object(root.eventLoop);
  const http = object(root['http.server.requests']);
  const pool = object(object(root.database).pool);
  return {
    process: {
      uptimeSeconds: number(process.uptimeSeconds),
      cpuCount: number(process.cpuCount),
      loadAverage: Array.isArray(process.loadAverage) ? process.loadAverage.map(number) : [],
      nodeVersion: typeof process.nodeVersion === 'string' ? process.nodeVersion : '–',
    },
    memory: (['heapUsed', 'heapTotal', 'rss', 'external'] as const).map((name) => ({
      name,
      bytes: number(memory[name]),
    })),
    heapUsed: number(memory.heapUsed),
    heapTotal: number(memory.heapTotal),
    eventLoop: { meanMs: number(loop.meanMs), p99Ms: number(loop.p99Ms), maxMs: number(loop.maxMs) },
    requestsTotal: number(http.requestsTotal),
    byStatus: list(http.byStatus).map((entry) => ({
      status: number(entry.status),
      count: number(entry.count),
      meanMs: number(entry.meanMs),
      maxMs: number(entry.maxMs),
    })),
    routes: list(http.byRoute).map((entry) => ({
      route: typeof entry.route === 'string' ? entry.route : '?',
      status: number(entry.status),
      count: number(entry.count),
      meanMs: number(entry.meanMs),
      maxMs: number(entry.maxMs),
    })),
    pool: { active: number(pool.active), idle: number(pool.idle), max: number(pool.max) },
  };
}
