import 'server-only';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { getDb } from '../index';
import { analyticsDaily } from '../schema';
import { danishDay } from '@/lib/stewardship/retention';

export type AnalyticsKind = 'pageview' | 'ai_demo';

// The counter's day is the Danish calendar day, the same key the retention purge cuts on.
export { danishDay };

/** Adds one to today's counter for a page or demo; nothing else about the event is kept. */
export async function countEvent(kind: AnalyticsKind, name: string, at = new Date()) {
  const db = await getDb();
  await db
    .insert(analyticsDaily)
    .values({ day: danishDay(at), kind, name, count: 1 })
    .onConflictDoUpdate({
      target: [analyticsDaily.day, analyticsDaily.kind, analyticsDaily.name],
      set: { count: sql`${analyticsDaily.count} + 1` },
    });
}

export async function listDailyCounts(kind: AnalyticsKind, fromDay: string) {
  const db = await getDb();
  return db
    .select()
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.kind, kind), gte(analyticsDaily.day, fromDay)))
    .orderBy(asc(analyticsDaily.day), asc(analyticsDaily.name));
}
