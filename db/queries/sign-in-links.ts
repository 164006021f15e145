// The room's sign-in links as the mail limit sees them (issue 45): better-auth's verification rows (one per link, gone
// once used, unusable once expired) and the sign-in mails in the outbox. Takes the database first, like every verb here.
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { authVerifications, mailOutbox } from '../schema';

/** A link's row: better-auth's JSON {"type":"magic-link","email":…}, matched as text, never cast. */
export const signInLinkFor = (email: string) =>
  sql`strpos(lower(${authVerifications.value}), ${`"email":${JSON.stringify(email.trim().toLowerCase())}`}) > 0`;

/** When the newest link for the address that still works (not used, not expired) was made, or null. */
export async function newestUsableLink(
  db: Pick<Database, 'select'>,
  email: string,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: authVerifications.createdAt })
    .from(authVerifications)
    .where(and(signInLinkFor(email), gt(authVerifications.expiresAt, now)))
    .orderBy(desc(authVerifications.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** How many sign-in mails were queued for the address since `since`. */
export async function signInMailsSince(
  db: Pick<Database, 'select'>,
  email: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, 'signin'),
        sql`lower(${mailOutbox.aboutEmail}) = ${email.trim().toLowerCase()}`,
        gt(mailOutbox.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}
