// Read queries for the campaign's admin CLI. Takes the database as an argument (no 'server-only'): the CLI runs outside Next.
import { and, asc, desc, eq, gte, sql, sum, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { analyticsDaily, messages, newsletterSubscribers, pollTallies } from '../schema';
import type { MessageCategory } from '../../lib/validation/contact';

export async function listMessagesFor(
  db: Database,
  filter: { since?: Date; category?: MessageCategory } = {},
) {
  const conditions: SQL[] = [];
  if (filter.since) conditions.push(gte(messages.createdAt, filter.since));
  if (filter.category) conditions.push(eq(messages.category, filter.category));
  return db
    .select()
    .from(messages)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(messages.createdAt), desc(messages.id));
}

export async function listAllSubscribers(db: Database) {
  return db
    .select()
    .from(newsletterSubscribers)
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id));
}

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
