import { monitorEventLoopDelay } from 'node:perf_hooks';

interface Timer {
  count: number;
  totalMs: number;
  maxMs: number;
}

/** In-process counters for jhimetrics; each instance reports its own. */
export class Metrics {
  readonly startedAt = Date.now();
  private readonly http = new Map<string, Map<number, Timer>>();
  private readonly loop = monitorEventLoopDelay({ resolution: 20 });

  constructor() {
    this.loop.enable();
  }

  recordRequest(route: string, method: string, status: number, ms: number): void {
    const key = `${method} ${route}`;
    let byStatus = this.http.get(key);
    if (!byStatus) {
      byStatus = new Map();
      this.http.set(key, byStatus);
    }
    let t = byStatus.get(status);
    if (!t) {
      t = { count: 0, totalMs: 0, maxMs: 0 };
      byStatus.set(status, t);
    }
    t.count++;
    t.totalMs += ms;
    t.maxMs = Math.max(t.maxMs, ms);
  }

  httpSnapshot() {
    const byRoute: { route: string; status: number; count: number; meanMs: number; maxMs: number }[] = [];
    const byStatus = new Map<number, Timer>();
    let all = 0;
    for (const [route, statuses] of this.http) {
      for (const [status, t] of statuses) {
        byRoute.push({
          route,
          status,
          count: t.count,
          meanMs: round(t.totalMs / t.count),
          maxMs: round(t.maxMs),
        });
        const s = byStatus.get(status) ?? { count: 0, totalMs: 0, maxMs: 0 };
        s.count += t.count;
        s.totalMs += t.totalMs;
        s.maxMs = Math.max(s.maxMs, t.maxMs);
        byStatus.set(status, s);
        all += t.count;
      }
    }
    byRoute.sort((a, b) => a.route.localeCompare(b.route) || a.status - b.status);
    return {
      requestsTotal: all,
      byStatus: [...byStatus.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([status, t]) => ({
          status,
          count: t.count,
          meanMs: round(t.totalMs / t.count),
          maxMs: round(t.maxMs),
        })),
      byRoute,
    };
  }

  eventLoopSnapshot() {
    const ms = (ns: number) => round(ns / 1e6);
    return {
      minMs: ms(this.loop.min),
      meanMs: Number.isNaN(this.loop.mean) ? 0 : ms(this.loop.mean),
      maxMs: ms(this.loop.max),
      p50Ms: ms(this.loop.percentile(50)),
      p99Ms: ms(this.loop.percentile(99)),
    };
  }

  stop(): void {
    this.loop.disable();
  }
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
