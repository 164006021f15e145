// The room's audit log: who did what and when. Details are counts and list names, never what a message said.
// Takes the executor first (no 'server-only'), like every verb in db/queries.
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../client';
import { auditLog, authUsers, AUDIT_ACTIONS } from '../../schema';

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export async function recordAudit(
  db: Database,
  actorEmail: string,
  action: AuditAction,
  detail = '',
) {
  await db
    .insert(auditLog)
    .values({ actorEmail: actorEmail.toLowerCase(), action, detail: detail.slice(0, 500) });
}

/** The sign-in hook knows only the user id. */
export async function recordSignIn(db: Database, userId: string) {
  const [user] = await db
    .select({ email: authUsers.email })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  if (user) await recordAudit(db, user.email, 'sign_in');
}

export async function listAudit(db: Database, limit = 500) {
  return db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
