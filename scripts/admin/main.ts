// The admin CLI without its process: parse, open the database only for a valid command, run, close. Tests call this.
import type { DbHandle } from '../../db/client';
import { parseAdminArgs, UsageError } from './args';
import { runCommand, type Terminal } from './commands';
import { usage } from './usage';

export type AdminDeps = {
  openDb: () => Promise<DbHandle>;
  terminal: Terminal;
  now?: Date;
  unsubscribeSecret?: string;
  /** Closes the handle after the command; tests that share one database pass false. */
  closeDb?: boolean;
};

/** Exit codes: 0 done, 1 failed or declined, 2 bad usage. */
export async function runAdmin(
  argv: string[],
  { openDb, terminal, now = new Date(), unsubscribeSecret, closeDb = true }: AdminDeps,
): Promise<number> {
  let command;
  try {
    command = parseAdminArgs(argv, now);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    terminal.err(`Fejl: ${error.message}\n\n${usage}`);
    return 2;
  }
  if (command.name === 'help') {
    terminal.out(usage);
    return 0;
  }
  let handle: DbHandle | undefined;
  try {
    handle = await openDb();
    return await runCommand(command, { handle, terminal, now, unsubscribeSecret });
  } catch (error) {
    terminal.err(`Fejl: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    if (handle && closeDb) await handle.close();
  }
}
