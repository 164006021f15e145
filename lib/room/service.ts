import 'server-only';
// What the team does in Kampagnerummet, each step with its audit entry: mark a message handled, send a failed mail
// again, look up and forget a person, sign in and out. The room's handlers call one of these after requireAdmin*.
import { getDb } from '@/db/index';
import { listAudit, recordAudit } from '@/db/queries/admin/audit';
import { markHandled } from '@/db/queries/admin/inbox';
import { findByEmail, forgetEmail, forgottenActor } from '@/db/queries/forget';
import { requeueOne } from '@/db/queries/outbox';
import type { Admin } from '@/lib/auth';
import { isAdminEmail } from '@/lib/auth/admins';
import { sendSoon } from '@/lib/mail/send-soon';
import { describeForget } from './forget-text';

/** False when the message is gone or was handled already. */
export async function markMessageHandled(admin: Admin, id: number): Promise<boolean> {
  const db = await getDb();
  if (!(await markHandled(db, id, admin.email))) return false;
  await recordAudit(db, admin.email, 'mark_handled', `besked ${id}`);
  return true;
}

/** A failed mail back in the queue and tried at once; false when it is not (or no longer) failed, or is a sign-in link. */
export async function resendMail(admin: Admin, id: number): Promise<boolean> {
  const db = await getDb();
  if (!(await requeueOne(db, id))) return false;
  sendSoon([id]);
  await recordAudit(db, admin.email, 'mail_resend', `mail ${id}`);
  return true;
}

/** What forgetting the address would remove; changes nothing. */
export const previewForget = async (email: string) => findByEmail(await getDb(), email);

/**
 * Forgets the address everywhere; the Danish account of what went. Null, and nothing done, for an address in
 * ADMIN_EMAILS: a team member cannot erase themselves or a colleague from the room (issue 45); the operator's CLI can.
 */
export async function forgetPerson(admin: Admin, email: string): Promise<string | null> {
  if (isAdminEmail(email)) return null;
  const db = await getDb();
  const text = describeForget(await forgetEmail(db, email, forgottenActor()));
  // The log says how much went, never whose: the address itself is what was to be forgotten.
  await recordAudit(db, admin.email, 'forget', text);
  return text;
}

export const recordSignOut = async (admin: Admin) =>
  recordAudit(await getDb(), admin.email, 'sign_out');

export const recordExport = async (admin: Admin, detail: string) =>
  recordAudit(await getDb(), admin.email, 'export', detail);

export const auditTrail = async () => listAudit(await getDb());
