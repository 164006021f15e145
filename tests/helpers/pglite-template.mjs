// Jest's globalSetup: one PGlite database with the committed migrations applied, dumped to a file that every test
// file's in-memory database then starts from (tests/helpers/db.ts), instead of each running PGlite's initdb and the
// migrations again (about 2 s a file against 0.5 s; issue 44's CI headroom). Built fresh on every run from
// db/migrations, so it is never older than the migrations; the file is an empty schema, no data, and
// global-teardown.mjs removes it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

export default async function pgliteTemplate() {
  const client = new PGlite();
  await migrate(drizzle(client), {
    migrationsFolder: path.join(process.cwd(), 'db', 'migrations'),
  });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-')), 'pgdata.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // The workers start after this and inherit the environment.
  process.env.PGLITE_TEMPLATE_FILE = file;
}
