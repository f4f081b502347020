import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).concat(['/usr/bin', '/bin', '/usr/sbin', '/sbin'])) {
    const candidate = path.join(dir, name);
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The uid and gid of `nobody` from /etc/passwd (65534 where it is not listed). */
function nobody(): { uid: number; gid: number } {
  try {
    const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith('nobody:'));
    const [, , uid, gid] = line?.split(':') ?? [];
    if (uid && gid) return { uid: Number(uid), gid: Number(gid) };
  } catch {
    // No passwd file to read: the usual ids.
  }
  return { uid: 65534, gid: 65534 };
}

/**
 * The command that runs a PostgreSQL program for this process.
 * - As root: PostgreSQL refuses root, so the program runs in a new user namespace (util-linux
 *   `unshare`) in which this user is `nobody`. Its files stay root's, mode 0600, and no account is
 *   created on the machine: to the rest of the system the database is still root's process.
 * - `dieWithParent` (Linux, util-linux `setpriv`): the kernel sends the postmaster SIGINT (fast
 *   shutdown) when this process dies, even by SIGKILL, so a crashed server leaves no database behind.
 */
export function launchCommand(program: string, args: string[], { dieWithParent }: { dieWithParent: boolean }): [string, string[]] {
  const prefix: string[] = [];
  if (process.getuid?.() === 0) {
    const unshare = onPath('unshare');
    if (!unshare) {
      throw new Error('PostgreSQL cannot run as root, and util-linux `unshare` (to run it as an unprivileged user) is not installed: run VisaDesk as an ordinary user, or set DATABASE_URL.');
    }
    const { uid, gid } = nobody();
    prefix.push(unshare, '--user', `--map-user=${uid}`, `--map-group=${gid}`, '--');
  }
  const setpriv = dieWithParent && process.platform === 'linux' ? onPath('setpriv') : null;
  if (setpriv) prefix.push(setpriv, '--pdeathsig', 'INT', '--');
  const [command, ...rest] = [...prefix, program, ...args];
  return [command as string, rest];
}
