// The cookie-free counters: one row per Danish day, kind and page or demo. Takes the executor first (no 'server-only').
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { analyticsDaily } from '../schema';

export type AnalyticsKind = 'pageview' | 'ai_demo';

/** Adds one to the day's counter (YYYY-MM-DD, the Danish day) for a page or demo; nothing else is kept. */
export async function countEvent(db: Database, kind: AnalyticsKind, name: string, day: string) {
  await db
    .insert(analyticsDaily)
    .values({ day, kind, name, count: 1 })
    .onConflictDoUpdate({
      target: [analyticsDaily.day, analyticsDaily.kind, analyticsDaily.name],
      set: { count: sql`${analyticsDaily.count} + 1` },
    });
}

export async function listDailyCounts(db: Database, kind: AnalyticsKind, fromDay: string) {
  return db
    .select()
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.kind, kind), gte(analyticsDaily.day, fromDay)))
    .orderBy(asc(analyticsDaily.day), asc(analyticsDaily.name));
}
