// A fresh, migrated database per test file: in-memory PGlite, or (postgres project) a private schema on the real server.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { createPgliteHandle, createPostgresHandle, type DbHandle } from '@/db/client';
import { setDbHandle } from '@/db/index';

export const dbKind = () => (process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite');

export type TestDb = DbHandle & { schema?: string };

export async function createTestDb(): Promise<TestDb> {
  if (dbKind() === 'pglite') {
    // From the migrated template jest's globalSetup dumped (tests/helpers/pglite-template.mjs) where there is one;
    // migrate() then finds every migration applied.
    const template = process.env.PGLITE_TEMPLATE_FILE;
    const handle = createPgliteHandle(
      'memory://',
      template ? { loadDataDir: new Blob([readFileSync(template)]) } : undefined,
    );
    await handle.migrate();
    setDbHandle(handle);
    return handle;
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const handle = createPostgresHandle(scoped.toString(), { max: 20 });
  await handle.migrate({ migrationsSchema: schema });
  setDbHandle(handle);
  return {
    ...handle,
    schema,
    close: async () => {
      await handle.close();
      const cleanup = new Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema "${schema}" cascade`);
      await cleanup.end();
      setDbHandle(undefined);
    },
  };
}

/** One migrated database for the whole test file (hooks registered here); use it inside the tests. */
export function testDbPerFile(): DbHandle {
  let handle: TestDb | undefined;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle?.close();
  });
  const current = () => {
    if (!handle) throw new Error('testDbPerFile: the database is only ready inside tests');
    return handle;
  };
  return {
    get db() {
      return current().db;
    },
    get kind() {
      return current().kind;
    },
    migrate: (options) => current().migrate(options),
    close: () => current().close(),
  };
}

/** The reason a race test gives when it is skipped on PGlite; npm test's last lines say how to run it. */
const PGLITE_RACE_SKIP =
  'PostgreSQL only: PGlite has one connection, so nothing can race there; run with TEST_DATABASE_URL';

/**
 * A test of what happens when requests or workers overlap (row locks, SKIP LOCKED, unique races). Only a server with
 * several connections can interleave them; on PGlite (one connection, everything in turn) such a test would pass without
 * testing anything, so there it is skipped and its name says why.
 */
export function raceTest(name: string, fn: () => Promise<unknown>, timeout?: number) {
  if (dbKind() === 'postgres') it(name, fn, timeout);
  else it.skip(`${name} [${PGLITE_RACE_SKIP}]`, fn, timeout);
}
