// Which program listens on a port, so a recipe or journey that cannot take its page's port
// says who holds it ("pid 4711: node vite preview") instead of only that it is taken. Read
// from Linux's /proc; elsewhere, or without the rights to look, it says it cannot tell.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** The socket inodes listening on `port` (state 0A is LISTEN in /proc/net/tcp). */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [, local, , state, , , , , , inode] = fields;
      if (state === '0A' && local?.endsWith(`:${hexPort}`) && inode) inodes.add(inode);
    }
  }
  return inodes;
}

/** "pid 4711: node …/vite preview", or why it cannot be told. */
export function portHolder(port: number): string {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return 'held by a program this system does not name';
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 'held by a program this system does not name';
  }
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target = '';
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
        return `held by pid ${pid}: ${command.slice(0, 120)}`;
      }
    }
  }
  return 'held by a process of another user';
}
