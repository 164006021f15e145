// Right to be forgotten: every row that holds an email address, matched case-insensitively as the unique index does.
// Takes the database as an argument (no 'server-only') so the admin CLI can use it.
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { eventSignups, mailOutbox, messages, newsletterSubscribers, volunteers } from '../schema';

export type ForgetReport = {
  messages: { id: number; createdAt: Date; category: string }[];
  newsletter_subscribers: { id: number; createdAt: Date }[];
  mail_outbox: { id: number; createdAt: Date; kind: string }[];
  volunteers: { id: number; createdAt: Date }[];
  event_signups: { id: number; createdAt: Date; eventSlug: string }[];
};

// Only these tables hold an email (the outbox by about_email: the sender of a contact mail, the welcome mail's recipient; volunteers; event_signups: attendees); poll votes, rate limits and analytics hold nothing that names a person.
const sameEmail = (column: typeof messages.email | typeof newsletterSubscribers.email | typeof mailOutbox.aboutEmail | typeof volunteers.email | typeof eventSignups.email, email: string) =>
  sql`lower(${column}) = lower(${email.trim()})`;

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
      .where(sameEmail(mailOutbox.aboutEmail, email)),
    volunteers: await db.select({ id: volunteers.id, createdAt: volunteers.createdAt }).from(volunteers).where(sameEmail(volunteers.email, email)),
    event_signups: await db
      .select({ id: eventSignups.id, createdAt: eventSignups.createdAt, eventSlug: eventSignups.eventSlug })
      .from(eventSignups)
      .where(sameEmail(eventSignups.email, email)),
  };
}

/** Deletes every row holding the email in one transaction and returns what went. */
export async function forgetEmail(db: Database, email: string): Promise<ForgetReport> {
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
      .where(sameEmail(mailOutbox.aboutEmail, email))
      .returning({ id: mailOutbox.id, createdAt: mailOutbox.createdAt, kind: mailOutbox.kind }),
    volunteers: await tx.delete(volunteers).where(sameEmail(volunteers.email, email)).returning({ id: volunteers.id, createdAt: volunteers.createdAt }),
    event_signups: await tx
      .delete(eventSignups)
      .where(sameEmail(eventSignups.email, email))
      .returning({ id: eventSignups.id, createdAt: eventSignups.createdAt, eventSlug: eventSignups.eventSlug }),
  }));
}
