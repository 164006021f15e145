import 'server-only';
// The room's audit log: who did what and when. Details are counts and list names, never what a message said.
import { desc, eq } from 'drizzle-orm';
import { getDb } from '../../index';
import { auditLog, authUsers, AUDIT_ACTIONS } from '../../schema';

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export async function recordAudit(actorEmail: string, action: AuditAction, detail = '') {
  const db = await getDb();
  await db
    .insert(auditLog)
    .values({ actorEmail: actorEmail.toLowerCase(), action, detail: detail.slice(0, 500) });
}

/** The sign-in hook knows only the user id. */
export async function recordSignIn(userId: string) {
  const db = await getDb();
  const [user] = await db
    .select({ email: authUsers.email })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  if (user) await recordAudit(user.email, 'sign_in');
}

export async function listAudit(limit = 500) {
  const db = await getDb();
  return db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
