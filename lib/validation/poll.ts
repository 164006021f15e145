// The one poll (spec §9) and the vote payload of POST /api/poll.
import './jitless';
import { z } from 'zod';

import { POLL_ID, pollOptions, type PollOptionId } from '@/lib/poll/options';

export { POLL_ID, pollOptions, type PollOptionId } from '@/lib/poll/options';

const optionIds = pollOptions.map((o) => o.id) as [PollOptionId, ...PollOptionId[]];

export const pollIdSchema = z.literal(POLL_ID, { error: 'Ukendt afstemning' });

export const voteSchema = z.strictObject({
  pollId: pollIdSchema,
  optionId: z.enum(optionIds, { error: 'Vælg en af svarmulighederne' }),
});

export type PollResults = {
  pollId: string;
  total: number;
  options: { id: PollOptionId; label: string; count: number; percent: number }[];
};

/** Counts per option as the API and the bars show them: every option present, percent rounded. */
export function toPollResults(counts: ReadonlyMap<string, number>): PollResults {
  const total = pollOptions.reduce((sum, o) => sum + (counts.get(o.id) ?? 0), 0);
  return {
    pollId: POLL_ID,
    total,
    options: pollOptions.map((o) => {
      const count = counts.get(o.id) ?? 0;
      return {
        id: o.id,
        label: o.label,
        count,
        percent: total ? Math.round((count / total) * 100) : 0,
      };
    }),
  };
}
