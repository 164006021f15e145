import 'server-only';
// Udgående mail in the room: the CLI's status, and "Send igen" for one failed mail.
import { and, eq } from 'drizzle-orm';
import { getDb } from '../../index';
import { mailOutbox } from '../../schema';
import { outboxStatus, resendableOnly } from '../outbox';

export async function roomOutboxStatus() {
  return outboxStatus(await getDb());
}

/** A failed mail back to pending and due now; false when it is not (or no longer) failed, or is a sign-in link. */
export async function requeueOne(id: number, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed'), resendableOnly()))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}
