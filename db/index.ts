import 'server-only';
import { env } from '@/lib/env';
import {
  createPgliteHandle,
  createPostgresHandle,
  defaultPgliteDir,
  type DbHandle,
} from './client';

type Slot = { handle?: DbHandle; ready?: Promise<DbHandle> };
// One instance per process, kept on globalThis so `next dev` reloads never open the PGlite folder twice.
const slot: Slot = ((globalThis as { __campaignDb?: Slot }).__campaignDb ??= {});

async function open(): Promise<DbHandle> {
  if (env.DATABASE_URL) return createPostgresHandle(env.DATABASE_URL);
  const handle = createPgliteHandle(env.PGLITE_DATA_DIR ?? defaultPgliteDir());
  await handle.migrate();
  process.once('beforeExit', () => void handle.close());
  return handle;
}

/** The app's database: PostgreSQL when DATABASE_URL is set, else embedded PGlite migrated on first use. */
export async function getDb() {
  if (slot.handle) return slot.handle.db;
  slot.ready ??= open().then(
    (h) => (slot.handle = h),
    (error) => {
      slot.ready = undefined;
      throw error;
    },
  );
  return (await slot.ready).db;
}

/** Tests put their own database in the slot so route handlers use it. */
export function setDbHandle(handle: DbHandle | undefined) {
  slot.handle = handle;
  slot.ready = handle ? Promise.resolve(handle) : undefined;
}
