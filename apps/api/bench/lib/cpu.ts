/**
 * CPU time a request costs the API process and the PostgreSQL backends serving its database (Linux,
 * from /proc). Unlike req/s and latency, it hardly moves when other work shares the machine.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (ms) a process has used so far, from /proc (Linux); null where that cannot be read. */
function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name: state is field 0, utime field 11, stime field 12.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** CPU of the API process and of the PostgreSQL backends serving its database, sampled around a case. */
export class CpuMeter {
  private readonly apiPid: number;
  private readonly admin: pg.Client | null;

  private constructor(apiPid: number, admin: pg.Client | null) {
    this.apiPid = apiPid;
    this.admin = admin;
  }

  static async start(apiPid: number, databaseUrl: string | null): Promise<CpuMeter> {
    if (!databaseUrl) return new CpuMeter(apiPid, null);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    return new CpuMeter(apiPid, admin);
  }

  async sample(): Promise<{ api: number | null; db: Map<number, number> }> {
    const db = new Map<number, number>();
    if (this.admin) {
      const { rows } = await this.admin.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()",
      );
      for (const { pid } of rows) {
        const ms = cpuMs(pid);
        if (ms !== null) db.set(pid, ms);
      }
    }
    return { api: cpuMs(this.apiPid), db };
  }

  /** CPU ms used between two samples: the API process, and the backends (new ones from zero). */
  static between(
    before: Awaited<ReturnType<CpuMeter['sample']>>,
    after: Awaited<ReturnType<CpuMeter['sample']>>,
  ): { api: number | null; db: number } {
    let db = 0;
    for (const [pid, ms] of after.db) db += ms - (before.db.get(pid) ?? 0);
    return { api: before.api === null || after.api === null ? null : after.api - before.api, db };
  }

  async stop(): Promise<void> {
    await this.admin?.end();
  }
}
