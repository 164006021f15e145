import type { ChildProcess } from 'node:child_process';

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
