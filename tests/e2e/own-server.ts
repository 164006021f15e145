import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Stops a server a spec started itself (spawned `detached`, so it leads its own process group) and waits until it is
 * gone. Without the wait, a retry's beforeAll starts the next server on the same port, finds this one still answering
 * while it shuts down, and then loses it mid-test.
 */
export async function stopOwnServer(server: ChildProcess | undefined) {
  if (!server?.pid || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  await exited;
}

/**
 * Where a spec's own server writes what it prints (test-results/own-servers/<name>.log, new for each start): its log
 * lines name no person (the standards), and a mail that did not arrive is explained there. `tail()` gives the last
 * lines for a failure's message, which CI's summary prints.
 */
export function ownServerLog(name: string) {
  const file = path.join(process.cwd(), 'test-results', 'own-servers', `${name}.log`);
  return {
    file,
    /** A fresh file's descriptor for the child's stdout and stderr; close it once the child is spawned. */
    open() {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      return fs.openSync(file, 'w');
    },
    tail(lines = 12) {
      const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      return (
        text.split('\n').filter(Boolean).slice(-lines).join('\n') || '(the server printed nothing)'
      );
    },
  };
}
