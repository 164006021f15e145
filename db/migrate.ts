// `npm run db:migrate`: applies db/migrations to DATABASE_URL, or to the embedded PGlite folder when it is unset.
import { env } from '../lib/env.js';
import { createPgliteHandle, createPostgresHandle, defaultPgliteDir } from './client';

const handle = env.DATABASE_URL
  ? createPostgresHandle(env.DATABASE_URL)
  : createPgliteHandle(env.PGLITE_DATA_DIR ?? defaultPgliteDir());
const target = env.DATABASE_URL
  ? new URL(env.DATABASE_URL).host + new URL(env.DATABASE_URL).pathname
  : 'embedded PGlite';

try {
  await handle.migrate();
  console.log(`Migrations applied to ${target}.`);
} catch (error) {
  console.error(
    `Migration failed on ${target}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await handle.close();
}
