// Schedules the first delivery attempt after the response is sent (Next's after()), so a visitor never waits on SMTP.
import { after } from 'next/server';
import { getDb } from '../../db/index';
import { deliverNow } from './deliver';

type Schedule = (task: () => Promise<void>) => void;

let schedule: Schedule = after;

/** Tests swap in a scheduler they can await; route handlers under Jest have no request scope for after(). */
export function setAfterResponse(next: Schedule | undefined) {
  schedule = next ?? after;
}

/**
 * Runs `task` after the response is sent (the forms' first delivery attempt, "Send nu"'s first batch, and the sign-in
 * form, which answers before it knows whether a link goes out: issue 45). A failure is logged by its error's name only
 * (SMTP replies and sign-in work can quote addresses): what it did not send stays in the outbox for the cron.
 * Outside a request scope (scripts, plain Jest calls) after() throws: by default the task is then skipped (the outbox
 * holds the mail); `runOutsideRequest` runs it at once instead, still never in the caller's way.
 */
export function afterResponse(
  what: string,
  task: () => Promise<unknown>,
  { runOutsideRequest = false }: { runOutsideRequest?: boolean } = {},
) {
  const guarded = async () => {
    try {
      await task();
    } catch (error) {
      console.error(
        `[${what}] failed after the response: ${error instanceof Error ? error.name : typeof error}`,
      );
    }
  };
  try {
    schedule(guarded);
  } catch {
    if (runOutsideRequest) void guarded();
  }
}

/** Tries to send these outbox rows after the response; the cron and `mail retry` pick up whatever is left. */
export function sendSoon(ids: number[]) {
  if (ids.length === 0) return;
  afterResponse('immediate attempt', async () => deliverNow(await getDb(), ids));
}
