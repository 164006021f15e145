// Jest's globalTeardown: removes the migrated PGlite template (pglite-template.mjs); then, after a run without
// TEST_DATABASE_URL, says that the race tests were skipped and how to run them.
import fs from 'node:fs';
import path from 'node:path';

export default async function globalTeardown() {
  const file = process.env.PGLITE_TEMPLATE_FILE;
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
  if (process.env.TEST_DATABASE_URL) return;
  console.log(
    '\nRace tests (concurrent sign-ups, overlapping crons, row locks) were skipped: PGlite has one connection.\n' +
      'Run them on PostgreSQL too: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test\n',
  );
}
