import 'server-only';
// Afstemning and Besøg: the poll's totals and votes per Danish day, and page views per day from the cookie-free counters.
import { and, asc, eq, gte, sql, sum } from 'drizzle-orm';
import { getDb } from '../../index';
import { analyticsDaily, pollVotes } from '../../schema';
import { analyticsTotals, pollTotals } from '../admin';

export const roomPollTotals = async () => pollTotals(await getDb());

/** Votes per option per Danish calendar day, from the stored votes (each keeps its time, nothing about the voter). */
export async function pollVotesPerDay(pollId: string) {
  const db = await getDb();
  const day = sql<string>`to_char(${pollVotes.createdAt} at time zone 'Europe/Copenhagen', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, optionId: pollVotes.optionId, votes: sql<number>`count(*)::int` })
    .from(pollVotes)
    .where(eq(pollVotes.pollId, pollId))
    .groupBy(day, pollVotes.optionId)
    .orderBy(asc(day), asc(pollVotes.optionId));
  return rows.map((r) => ({ day: r.day, optionId: r.optionId, votes: Number(r.votes) }));
}

/** Page views per day from `fromDay` on (YYYY-MM-DD), all pages together. */
export async function pageViewsPerDay(fromDay: string) {
  const db = await getDb();
  const total = sql<number>`${sum(analyticsDaily.count)}::int`;
  const rows = await db
    .select({ day: analyticsDaily.day, views: total })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.kind, 'pageview'), gte(analyticsDaily.day, fromDay)))
    .groupBy(analyticsDaily.day)
    .orderBy(asc(analyticsDaily.day));
  return rows.map((r) => ({ day: r.day, views: Number(r.views) }));
}

export const topPages = async (fromDay: string) =>
  (await analyticsTotals(await getDb(), 'pageview', fromDay)).slice(0, 20);

/** Uses of each AI demo from `fromDay` on, as `npm run admin -- stats` shows them. */
export const demoUses = async (fromDay: string) =>
  analyticsTotals(await getDb(), 'ai_demo', fromDay);
