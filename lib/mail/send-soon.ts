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

async function attempt(ids: number[]) {
  try {
    await deliverNow(await getDb(), ids);
  } catch (error) {
    // The mail is safe in the outbox; the cron sends it later.
    console.error(
      `[mail] immediate attempt failed: ${error instanceof Error ? error.name : typeof error}`,
    );
  }
}

/**
 * Runs a task after the response (issue 45: the sign-in form answers before it knows whether a link goes out). A task
 * that fails is logged by its error's name only: it may concern an address.
 */
export function afterResponse(name: string, task: () => Promise<void>) {
  const guarded = async () => {
    try {
      await task();
    } catch (error) {
      console.error(
        `[${name}] failed after the response: ${error instanceof Error ? error.name : typeof error}`,
      );
    }
  };
  try {
    schedule(guarded);
  } catch {
    // Outside a request scope (a plain call): run it now, still never in the caller's way.
    void guarded();
  }
}

/** Tries to send these outbox rows after the response; the cron and `mail retry` pick up whatever is left. */
export function sendSoon(ids: number[]) {
  if (ids.length === 0) return;
  try {
    schedule(() => attempt(ids));
  } catch {
    // after() throws only outside a request scope (scripts, plain Jest calls): the outbox still holds the mail.
  }
}
