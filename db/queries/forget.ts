// Right to be forgotten: every row that holds an email address, matched case-insensitively as the unique index does.
// Takes the database as an argument (no 'server-only') so the admin CLI can use it.
// The room's audit log is the team's record of who did what (who exported, who deleted whose data): forget leaves it as
// it is, address and all, until the purge takes it after 13 months (art. 17(3)(e): it documents the handling for legal
// claims; issue 45). A message's handled_by and a send's created_by keep their rows with the address replaced by a
// pseudonym (forgottenActor, issue 34). The room refuses to forget a team member at all (lib/room/service.ts).
import { randomBytes } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { pseudonymiseSendCreator } from './newsletter-sends';
import { signInLinkFor as linkFor } from './sign-in-links';
import {
  auditLog,
  newsletterSends,
  authUsers,
  authVerifications,
  eventSignups,
  mailOutbox,
  messages,
  newsletterSubscribers,
  posterContact,
  shiftSignups,
  shiftTasks,
  volunteers,
} from '../schema';

export type ForgetReport = {
  messages: { id: number; createdAt: Date; category: string }[];
  newsletter_subscribers: { id: number; createdAt: Date }[];
  mail_outbox: { id: number; createdAt: Date; kind: string }[];
  volunteers: { id: number; createdAt: Date }[];
  event_signups: { id: number; createdAt: Date; eventSlug: string }[];
  // Kampagnerummet (issue 29): a team member's account (its sessions go with it), unused sign-in links, audit entries.
  auth_user: { id: string; createdAt: Date }[];
  auth_verification: { id: string; createdAt: Date }[];
  /** Not changed: the entries keep the address for their 13 months (art. 17(3)(e)); the purge deletes them then. */
  audit_log: { id: number; createdAt: Date }[];
  /** Other people's messages this team member marked handled: not deleted, handled_by pseudonymised. */
  handled_messages: { id: number; createdAt: Date }[];
  /** Issue 36: newsletter sends this team member started: not deleted, created_by pseudonymised. */
  newsletter_sends: { id: number; createdAt: Date }[];
  /** Issue 47: places the volunteer took on Vagtplan's shifts (with their check-ins), and the poster contact. */
  shift_signups: { id: number; createdAt: Date }[];
  poster_contact: { id: number; createdAt: Date }[];
  /** Tasks whose notes held the address (the poster contact's line is copied there): not deleted, those lines removed. */
  shift_tasks: { id: number; createdAt: Date }[];
};

/**
 * The pseudonym a forgotten team member leaves in the audit log: random, one per erasure (the same on all of that
 * person's entries, so the log still shows that one person exported and later forgot), derived from nothing, so no
 * secret or guessed address can lead back to the person.
 */
export const forgottenActor = () => `glemt team-medlem #${randomBytes(4).toString('hex')}`;

// Only these tables hold an email (the outbox by about_email, recipient and reply-to: the sender of a contact mail, the
// welcome mail's recipient, a notification sent to the person; volunteers; event_signups: attendees; the room's
// accounts, links, audit entries and handled messages); poll votes, rate limits and analytics hold nothing that names
// a person. tests/api/stewardship-forget.test.ts reads every table of the database to keep this list true.
type EmailColumn =
  | typeof messages.email
  | typeof messages.handledBy
  | typeof newsletterSubscribers.email
  | typeof mailOutbox.aboutEmail
  | typeof mailOutbox.recipient
  | typeof volunteers.email
  | typeof eventSignups.email
  | typeof authUsers.email
  | typeof auditLog.actorEmail
  | typeof newsletterSends.createdBy
  | typeof posterContact.email;
const sameEmail = (column: EmailColumn, email: string) =>
  sql`lower(${column}) = lower(${email.trim()})`;

const outboxFor = (email: string) =>
  or(
    sameEmail(mailOutbox.aboutEmail, email),
    sameEmail(mailOutbox.recipient, email),
    sql`lower(${mailOutbox.replyTo}->>'address') = lower(${email.trim()})`,
  );

// A volunteer's places are found through the volunteer's address (shift_signups holds only the volunteer's id).
const signupsOf = (email: string) =>
  sql`${shiftSignups.volunteerId} in (select ${volunteers.id} from ${volunteers} where ${sameEmail(volunteers.email, email)})`;

// A task's notes are free text the team writes, and "Opret plakatopgaverne" copies the poster contact's line (name,
// address, e-mail, phone) into them; strpos, not LIKE, so wildcards in the address are plain characters.
const notesHolding = (email: string) =>
  sql`strpos(lower(${shiftTasks.notes}), lower(${email.trim()})) > 0`;

/** Every line of a task's notes that holds the address becomes "(fjernet)"; the task and its shifts stay. */
async function removeFromTaskNotes(tx: Database, email: string) {
  const needle = email.trim().toLowerCase();
  const tasks = await tx
    .select({ id: shiftTasks.id, createdAt: shiftTasks.createdAt, notes: shiftTasks.notes })
    .from(shiftTasks)
    .where(notesHolding(email))
    .for('update');
  for (const task of tasks) {
    const notes = task.notes
      .split('\n')
      .map((line) => (line.toLowerCase().includes(needle) ? '(fjernet)' : line))
      .join('\n');
    await tx.update(shiftTasks).set({ notes }).where(eq(shiftTasks.id, task.id));
  }
  return tasks.map(({ id, createdAt }) => ({ id, createdAt }));
}

/** What `forgetEmail` would delete, for the confirmation prompt. */
export async function findByEmail(db: Database, email: string): Promise<ForgetReport> {
  return {
    messages: await db
      .select({ id: messages.id, createdAt: messages.createdAt, category: messages.category })
      .from(messages)
      .where(sameEmail(messages.email, email)),
    newsletter_subscribers: await db
      .select({ id: newsletterSubscribers.id, createdAt: newsletterSubscribers.createdAt })
      .from(newsletterSubscribers)
      .where(sameEmail(newsletterSubscribers.email, email)),
    mail_outbox: await db
      .select({ id: mailOutbox.id, createdAt: mailOutbox.createdAt, kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(outboxFor(email)),
    volunteers: await db
      .select({ id: volunteers.id, createdAt: volunteers.createdAt })
      .from(volunteers)
      .where(sameEmail(volunteers.email, email)),
    event_signups: await db
      .select({
        id: eventSignups.id,
        createdAt: eventSignups.createdAt,
        eventSlug: eventSignups.eventSlug,
      })
      .from(eventSignups)
      .where(sameEmail(eventSignups.email, email)),
    auth_user: await db
      .select({ id: authUsers.id, createdAt: authUsers.createdAt })
      .from(authUsers)
      .where(sameEmail(authUsers.email, email)),
    auth_verification: await db
      .select({ id: authVerifications.id, createdAt: authVerifications.createdAt })
      .from(authVerifications)
      .where(linkFor(email)),
    audit_log: await db
      .select({ id: auditLog.id, createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(sameEmail(auditLog.actorEmail, email)),
    handled_messages: await db
      .select({ id: messages.id, createdAt: messages.createdAt })
      .from(messages)
      .where(sameEmail(messages.handledBy, email)),
    newsletter_sends: await db
      .select({ id: newsletterSends.id, createdAt: newsletterSends.createdAt })
      .from(newsletterSends)
      .where(sameEmail(newsletterSends.createdBy, email)),
    shift_signups: await db
      .select({ id: shiftSignups.id, createdAt: shiftSignups.createdAt })
      .from(shiftSignups)
      .where(signupsOf(email)),
    poster_contact: await db
      .select({ id: posterContact.id, createdAt: posterContact.updatedAt })
      .from(posterContact)
      .where(sameEmail(posterContact.email, email)),
    shift_tasks: await db
      .select({ id: shiftTasks.id, createdAt: shiftTasks.createdAt })
      .from(shiftTasks)
      .where(notesHolding(email)),
  };
}

/**
 * Deletes every row holding the email in one transaction, pseudonymises handled_by and created_by, and returns what
 * went, what was pseudonymised and the audit entries that stay as they are.
 */
export async function forgetEmail(
  db: Database,
  email: string,
  pseudonym = forgottenActor(),
): Promise<ForgetReport> {
  return db.transaction(async (tx) => ({
    messages: await tx
      .delete(messages)
      .where(sameEmail(messages.email, email))
      .returning({ id: messages.id, createdAt: messages.createdAt, category: messages.category }),
    newsletter_subscribers: await tx
      .delete(newsletterSubscribers)
      .where(sameEmail(newsletterSubscribers.email, email))
      .returning({ id: newsletterSubscribers.id, createdAt: newsletterSubscribers.createdAt }),
    mail_outbox: await tx
      .delete(mailOutbox)
      .where(outboxFor(email))
      .returning({ id: mailOutbox.id, createdAt: mailOutbox.createdAt, kind: mailOutbox.kind }),
    // Before the volunteer row, whose id finds them (they would go with it by cascade, uncounted).
    shift_signups: await tx
      .delete(shiftSignups)
      .where(signupsOf(email))
      .returning({ id: shiftSignups.id, createdAt: shiftSignups.createdAt }),
    poster_contact: await tx
      .delete(posterContact)
      .where(sameEmail(posterContact.email, email))
      .returning({ id: posterContact.id, createdAt: posterContact.updatedAt }),
    shift_tasks: await removeFromTaskNotes(tx, email),
    volunteers: await tx
      .delete(volunteers)
      .where(sameEmail(volunteers.email, email))
      .returning({ id: volunteers.id, createdAt: volunteers.createdAt }),
    event_signups: await tx
      .delete(eventSignups)
      .where(sameEmail(eventSignups.email, email))
      .returning({
        id: eventSignups.id,
        createdAt: eventSignups.createdAt,
        eventSlug: eventSignups.eventSlug,
      }),
    auth_user: await tx
      .delete(authUsers)
      .where(sameEmail(authUsers.email, email))
      .returning({ id: authUsers.id, createdAt: authUsers.createdAt }),
    auth_verification: await tx
      .delete(authVerifications)
      .where(linkFor(email))
      .returning({ id: authVerifications.id, createdAt: authVerifications.createdAt }),
    audit_log: await tx
      .select({ id: auditLog.id, createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(sameEmail(auditLog.actorEmail, email)),
    handled_messages: await tx
      .update(messages)
      .set({ handledBy: pseudonym })
      .where(sameEmail(messages.handledBy, email))
      .returning({ id: messages.id, createdAt: messages.createdAt }),
    // A subscriber's delivery rows go with newsletter_subscribers (cascade); their copies with mail_outbox above.
    newsletter_sends: await pseudonymiseSendCreator(tx, email, pseudonym),
  }));
}
