import 'server-only';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { getDb } from '../index';
import { analyticsDaily } from '../schema';

export type AnalyticsKind = 'pageview' | 'ai_demo';

/** The calendar day in Denmark, so "today" flips at Danish midnight whatever the server's zone. */
export const danishDay = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen' }).format(at);

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
