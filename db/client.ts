// Builds a Drizzle client on either driver; shared by the app (db/index.ts), the CLI scripts and the tests.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { attachDatabasePool } from '@vercel/functions';
import { Pool, type PoolConfig } from 'pg';
import { env } from '../lib/env.js';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Applies the committed migrations in db/migrations. */
  migrate: (options?: { migrationsSchema?: string }) => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(process.cwd(), 'db', 'migrations');

export function createPostgresHandle(url: string, pool?: PoolConfig): DbHandle {
  const client = new Pool({
    connectionString: url,
    max: env.DATABASE_POOL_MAX,
    idleTimeoutMillis: env.DATABASE_POOL_IDLE_TIMEOUT_MS,
    connectionTimeoutMillis: 5000,
    ...pool,
  });
  // An idle client losing its server must not crash the process; the next query reports the fault instead.
  client.on('error', () => {});
  // On Vercel: keeps a function alive until idle clients are closed instead of freezing them open (a no-op elsewhere).
  if (env.VERCEL) attachDatabasePool(client);
  const db = drizzlePg(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: (o) => migratePg(db, { migrationsFolder, migrationsSchema: o?.migrationsSchema }),
    close: () => client.end(),
  };
}

/**
 * dataDir: a folder on disk, or 'memory://' for a throwaway database. loadDataDir: a database PGlite dumped
 * (dumpDataDir) to start from instead of an empty one (the tests' migrated template, tests/helpers/pglite-template.mjs).
 */
export function createPgliteHandle(dataDir: string, options?: { loadDataDir?: Blob }): DbHandle {
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: dataDir === 'memory://' ? undefined : dataDir,
    loadDataDir: options?.loadDataDir,
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: (o) => migratePglite(db, { migrationsFolder, migrationsSchema: o?.migrationsSchema }),
    close: () => client.close(),
  };
}

export const defaultPgliteDir = () =>
  // Vercel previews without DATABASE_URL can only write to /tmp: an ephemeral database, as the README says.
  env.VERCEL ? '/tmp/pglite' : path.join(process.cwd(), '.data', 'pglite');
