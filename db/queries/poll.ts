// The poll's votes and tallies. Takes the executor first (no 'server-only'), like every verb in db/queries.
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { pollTallies, pollVotes } from '../schema';

/**
 * Stores the vote, bumps its option's tally and returns every option's tally, all in one statement and one round trip.
 * The other options come from the statement's snapshot, so they may be a moment old; the voter's own option is exact.
 */
export async function castVote(
  db: Database,
  pollId: string,
  optionId: string,
): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    with vote as (
      insert into ${pollVotes} (poll_id, option_id) values (${pollId}, ${optionId}) returning poll_id, option_id
    ), bump as (
      insert into ${pollTallies} (poll_id, option_id, votes) select poll_id, option_id, 1 from vote
      on conflict (poll_id, option_id) do update set votes = ${pollTallies}.votes + 1
      returning option_id, votes
    )
    select option_id, votes from bump
    union all
    select option_id, votes from ${pollTallies} where poll_id = ${pollId} and option_id <> ${optionId}`);
  // Both drivers answer { rows }; bigint arrives as text (pg) or number (PGlite).
  const { rows } = result as unknown as { rows: { option_id: string; votes: string | number }[] };
  return new Map(rows.map((r) => [r.option_id, Number(r.votes)]));
}

/** Votes per option from the tally table: four primary-key rows however many votes are stored. */
export async function countVotes(db: Database, pollId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ optionId: pollTallies.optionId, votes: pollTallies.votes })
    .from(pollTallies)
    .where(eq(pollTallies.pollId, pollId));
  return new Map(rows.map((r) => [r.optionId, Number(r.votes)]));
}

/** Counts the stored votes themselves; slow on big tables, for checking the tally. */
export async function recountVotes(db: Database, pollId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ optionId: pollVotes.optionId, votes: count() })
    .from(pollVotes)
    .where(eq(pollVotes.pollId, pollId))
    .groupBy(pollVotes.optionId);
  return new Map(rows.map((r) => [r.optionId, Number(r.votes)]));
}
