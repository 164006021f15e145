// Afstemning and Besøg in the room, and the admin CLI's stats: the poll's totals and votes per Danish day, and the
// cookie-free counters per page, demo and day. Takes the executor first (no 'server-only'): the CLI runs outside Next.
import { and, asc, desc, eq, gte, sql, sum } from 'drizzle-orm';
import type { Database } from '../../client';
import { analyticsDaily, pollTallies, pollVotes } from '../../schema';

export async function pollTotals(db: Database) {
  return db
    .select({
      pollId: pollTallies.pollId,
      optionId: pollTallies.optionId,
      votes: pollTallies.votes,
    })
    .from(pollTallies)
    .orderBy(asc(pollTallies.pollId), asc(pollTallies.optionId));
}

/** Votes per option per Danish calendar day, from the stored votes (each keeps its time, nothing about the voter). */
export async function pollVotesPerDay(db: Database, pollId: string) {
  const day = sql<string>`to_char(${pollVotes.createdAt} at time zone 'Europe/Copenhagen', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, optionId: pollVotes.optionId, votes: sql<number>`count(*)::int` })
    .from(pollVotes)
    .where(eq(pollVotes.pollId, pollId))
    .groupBy(day, pollVotes.optionId)
    .orderBy(asc(day), asc(pollVotes.optionId));
  return rows.map((r) => ({ day: r.day, optionId: r.optionId, votes: Number(r.votes) }));
}

/** Sum per page or demo over the days from `fromDay` (YYYY-MM-DD) on, most used first. */
export async function analyticsTotals(db: Database, kind: 'pageview' | 'ai_demo', fromDay: string) {
  const total = sql<number>`${sum(analyticsDaily.count)}::int`;
  const rows = await db
    .select({ name: analyticsDaily.name, total })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.kind, kind), gte(analyticsDaily.day, fromDay)))
    .groupBy(analyticsDaily.name)
    .orderBy(desc(total), asc(analyticsDaily.name));
  return rows.map((r) => ({ name: r.name, total: Number(r.total) }));
}

/** Page views per day from `fromDay` on (YYYY-MM-DD), all pages together. */
export async function pageViewsPerDay(db: Database, fromDay: string) {
  const total = sql<number>`${sum(analyticsDaily.count)}::int`;
  const rows = await db
    .select({ day: analyticsDaily.day, views: total })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.kind, 'pageview'), gte(analyticsDaily.day, fromDay)))
    .groupBy(analyticsDaily.day)
    .orderBy(asc(analyticsDaily.day));
  return rows.map((r) => ({ day: r.day, views: Number(r.views) }));
}
