import 'server-only';
import { count, eq } from 'drizzle-orm';
import { getDb } from '../index';
import { pollVotes } from '../schema';

export async function castVote(pollId: string, optionId: string) {
  const db = await getDb();
  await db.insert(pollVotes).values({ pollId, optionId });
}

/** Votes per option, counted in the database (an index-only scan on poll_id, option_id). */
export async function countVotes(pollId: string): Promise<Map<string, number>> {
  const db = await getDb();
  const rows = await db
    .select({ optionId: pollVotes.optionId, votes: count() })
    .from(pollVotes)
    .where(eq(pollVotes.pollId, pollId))
    .groupBy(pollVotes.optionId);
  return new Map(rows.map((r) => [r.optionId, Number(r.votes)]));
}
