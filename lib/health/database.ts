import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/index';

const HEALTH_TIMEOUT_MS = 2000;

/** True when `select 1` answers within the limit (opening the database included); never throws. */
export async function databaseResponds(timeoutMs = HEALTH_TIMEOUT_MS): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = getDb()
    .then((db) => db.execute(sql`select 1`))
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
