import 'server-only';
import { lt, sql } from 'drizzle-orm';
import { getDb } from '../index';
import { rateLimits } from '../schema';

/** Counts one hit in the client's current window atomically (one upsert) and returns the hits so far. */
export async function countHit(
  bucket: string,
  clientKey: string,
  windowStart: Date,
): Promise<number> {
  const db = await getDb();
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
export async function deleteExpiredWindows(before: Date) {
  const db = await getDb();
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
