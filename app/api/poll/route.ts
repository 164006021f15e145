import { apiHandler, guardWrite, limits, parseJson, validationFailed } from '@/lib/api';
import { pollIdSchema, toPollResults, voteSchema } from '@/lib/validation/poll';
import { json } from '@/lib/api/respond';
import { tallies, vote } from '@/lib/poll/service';

// Results may be a few seconds old; that is what lets a busy evening be served from caches.
const cacheable = { 'Cache-Control': 'public, max-age=5, s-maxage=5, stale-while-revalidate=30' };

// GET /api/poll?pollId=ai_welfare_2025 — counts per option, percent rounded.
export const GET = apiHandler('GET /api/poll', async (request: Request) => {
  const parsed = pollIdSchema.safeParse(
    new URL(request.url).searchParams.get('pollId') ?? undefined,
  );
  if (!parsed.success) throw validationFailed(parsed.error.issues[0]!.message, 'pollId');
  return json(toPollResults(await tallies(parsed.data)), { headers: cacheable });
});

// POST /api/poll { pollId, optionId } — one vote, answered with the fresh results.
export const POST = apiHandler('POST /api/poll', async (request: Request) => {
  await guardWrite(request, limits.poll);
  const { pollId, optionId } = await parseJson(request, voteSchema);
  return json(toPollResults(await vote(pollId, optionId)), {
    status: 201,
    headers: { 'Cache-Control': 'no-store' },
  });
});
