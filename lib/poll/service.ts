// The poll as its route uses it: one vote stored and every option's tally read back, or the tallies alone.
import 'server-only';
import { getDb } from '@/db/index';
import { castVote, countVotes } from '@/db/queries/poll';

export const vote = async (pollId: string, optionId: string) =>
  castVote(await getDb(), pollId, optionId);

export const tallies = async (pollId: string) => countVotes(await getDb(), pollId);
