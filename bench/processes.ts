import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** The fields of /proc/<pid>/stat after the command (which may hold spaces and parentheses). */
function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** The process and its descendants, from /proc. */
export function processTree(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(statFields(Number(entry))[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found = [root];
  for (let i = 0; i < found.length; i++) found.push(...(parents.get(found[i]!) ?? []));
  return found;
}

/** CPU time a process has used (user + system), in ms; 0 for one that is gone. */
export function cpuMs(pid: number): number {
  try {
    const [utime, stime] = statFields(pid).slice(11, 13).map(Number);
    return ((utime! + stime!) * 1000) / 100;
  } catch {
    return 0;
  }
}

/**
 * The processes that serve the app's queries: with DATABASE_URL the server's backends connected to its
 * database (other than the one asking), otherwise the embedded server the app started (its descendants).
 */
export async function databaseProcesses(appPid: number, databaseUrl: string | undefined): Promise<number[]> {
  if (!databaseUrl) return processTree(appPid).slice(1);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}
