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
 * Runs `task` after the response is sent. A failure is logged by its name only (SMTP replies can quote addresses): what
 * it did not send stays in the outbox for the cron and `mail retry`.
 */
export function afterResponse(what: string, task: () => Promise<unknown>) {
  try {
    schedule(async () => {
      try {
        await task();
      } catch (error) {
        console.error(
          `[mail] ${what} failed: ${error instanceof Error ? error.name : typeof error}`,
        );
      }
    });
  } catch {
    // after() throws only outside a request scope (scripts, plain Jest calls): the outbox still holds the mail.
  }
}

/** Tries to send these outbox rows after the response; the cron and `mail retry` pick up whatever is left. */
export function sendSoon(ids: number[]) {
  if (ids.length === 0) return;
  afterResponse('immediate attempt', async () => deliverNow(await getDb(), ids));
}
