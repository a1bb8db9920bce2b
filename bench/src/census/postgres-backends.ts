import fs from 'node:fs';
import pg from 'pg';

/** CPU time a process has spent running, in ns (Linux's schedstat: exact, unlike /proc/<pid>/stat's 10 ms ticks). */
function cpuNs(pid: number): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return 0; // the backend has gone
  }
}

export interface PostgresBackends {
  /** Starts a window: the CPU of the database's backends counts from here. */
  reset(): Promise<void>;
  /** CPU (ms) the backends serving the database spent since `reset`, its connections' start-up included. */
  cpuMs(): Promise<number>;
  /** EXPLAIN ANALYZE of a statement with the parameters it ran with. */
  plan(sql: string, parameters: unknown[]): Promise<string>;
  close(): Promise<void>;
}

/**
 * The PostgreSQL side of a request's cost, which the app server's own CPU does not show: the backend processes of
 * the dataset's database (every connection but this one, which only asks), read from /proc on this machine.
 */
export async function watchPostgresBackends(databaseUrl: string): Promise<PostgresBackends> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const pids = async () => {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  };
  let atReset = new Map<number, number>();
  return {
    async reset() {
      atReset = new Map((await pids()).map((pid) => [pid, cpuNs(pid)]));
    },
    async cpuMs() {
      let ns = 0;
      for (const pid of await pids()) ns += cpuNs(pid) - (atReset.get(pid) ?? 0);
      return ns / 1e6;
    },
    async plan(sql, parameters) {
      try {
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze) ${sql}`, parameters);
        return rows.map((row) => row['QUERY PLAN']).join('\n           ');
      } catch (error) {
        return `(no plan: ${(error as Error).message})`;
      }
    },
    close: () => client.end(),
  };
}
