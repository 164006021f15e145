// `npm run admin -- <command>`: the campaign's tool for messages, subscribers, deletion requests, purging and stats.
import './load-env';
import { createInterface } from 'node:readline';
import {
  createPgliteHandle,
  createPostgresHandle,
  defaultPgliteDir,
  type DbHandle,
} from '../../db/client';
import { env } from '../../lib/env.js';
import type { Terminal } from './commands';
import { runAdmin } from './main';

const terminal: Terminal = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
  ask: (question) =>
    new Promise((resolve) => {
      process.stderr.write(question);
      const lines = createInterface({ input: process.stdin });
      let answered = false;
      lines.once('line', (line) => {
        answered = true;
        lines.close();
        resolve(line);
      });
      // Input that ends without a line (closed pipe, Ctrl-D) counts as "no".
      lines.once('close', () => !answered && resolve(''));
    }),
};

async function openDb(): Promise<DbHandle> {
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    process.stderr.write(`Database: ${url.host}${url.pathname}\n`);
    return createPostgresHandle(env.DATABASE_URL, { max: 2 });
  }
  const dir = env.PGLITE_DATA_DIR ?? defaultPgliteDir();
  process.stderr.write(`Database: indbygget PGlite i ${dir}\n`);
  const handle = createPgliteHandle(dir);
  await handle.migrate();
  return handle;
}

process.exitCode = await runAdmin(process.argv.slice(2), {
  openDb,
  terminal,
  unsubscribeSecret: env.UNSUBSCRIBE_SECRET,
});
