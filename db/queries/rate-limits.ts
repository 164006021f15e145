// The rate limits' fixed windows. Takes the executor first (no 'server-only'), like every verb in db/queries.
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rateLimits } from '../schema';

/** Counts one hit in the client's current window atomically (one upsert) and returns the hits so far. */
export async function countHit(
  db: Database,
  bucket: string,
  clientKey: string,
  windowStart: Date,
): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket, clientKey, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.clientKey, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  return row!.hits;
}

/** Drops windows that ended before `before`; nothing in them can limit anyone any more. */
export async function deleteExpiredWindows(db: Database, before: Date) {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
