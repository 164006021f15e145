// Tables for what visitors write. Constraints mirror the form rules in lib/validation so the database refuses what the API would.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { MESSAGE_CATEGORIES } from '../lib/validation/contact';

export { MESSAGE_CATEGORIES };

export const pollVotes = pgTable(
  'poll_votes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pollId: varchar('poll_id', { length: 64 }).notNull(),
    optionId: varchar('option_id', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('poll_votes_poll_option_idx').on(t.pollId, t.optionId)],
);

/** Running totals kept in the same statement as each vote, so reading results costs four rows, not a million. */
export const pollTallies = pgTable(
  'poll_tallies',
  {
    pollId: varchar('poll_id', { length: 64 }).notNull(),
    optionId: varchar('option_id', { length: 64 }).notNull(),
    votes: bigint('votes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.optionId] }), check('poll_tallies_votes_non_negative', sql`${t.votes} >= 0`)],
);

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    category: text('category', { enum: MESSAGE_CATEGORIES }).notNull(),
    message: varchar('message', { length: 2000 }).notNull(),
    consent: boolean('consent').notNull(),
    consentVersion: varchar('consent_version', { length: 32 }).notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Kampagnerummet (issue 29): who on the team marked the message handled, and when.
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: varchar('handled_by', { length: 255 }),
  },
  (t) => [
    check('messages_name_length', sql`char_length(btrim(${t.name})) between 2 and 100`),
    check('messages_message_length', sql`char_length(btrim(${t.message})) between 10 and 2000`),
    check('messages_category_known', sql`${t.category} in ('ros', 'idé', 'klage', 'andet')`),
    check('messages_consent_given', sql`${t.consent} = true`),
    index('messages_created_at_idx').on(t.createdAt),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    consent: boolean('consent').notNull(),
    consentVersion: varchar('consent_version', { length: 32 }).notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_lower_idx').on(sql`lower(${t.email})`),
    check('newsletter_subscribers_consent_given', sql`${t.consent} = true`),
  ],
);

/** Fixed-window rate-limit counters shared by every server instance; client_key is a salted hash, never an address. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: varchar('bucket', { length: 32 }).notNull(),
    clientKey: varchar('client_key', { length: 64 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.clientKey, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);

/** Cookie-free analytics: one counter per day, kind and page or demo; nothing about the visitor. */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['pageview', 'ai_demo'] }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.name] }), check('analytics_daily_kind_known', sql`${t.kind} in ('pageview', 'ai_demo')`)],
);

export const MAIL_KINDS = ['contact', 'welcome', 'signin'] as const;
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * Mails waiting to go out, written in the same transaction as the message or subscriber they are about.
 * about_email is the person the mail concerns (forget deletes by it); last_error is a code, never server text.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    recipient: varchar('recipient', { length: 255 }).notNull(),
    aboutEmail: varchar('about_email', { length: 255 }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    replyTo: jsonb('reply_to').$type<{ name: string; address: string }>(),
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: varchar('last_error', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_kind_known', sql`${t.kind} in ('contact', 'welcome', 'signin')`),
    check('mail_outbox_status_known', sql`${t.status} in ('pending', 'sent', 'failed')`),
    // The worker's query: due pending rows, oldest first.
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_about_email_idx').on(sql`lower(${t.aboutEmail})`, t.kind, t.createdAt),
  ],
);

export type PollVote = typeof pollVotes.$inferSelect;
export type Message = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
export type NewNewsletterSubscriber = typeof newsletterSubscribers.$inferInsert;
export type OutboxMail = typeof mailOutbox.$inferSelect;
export type NewOutboxMail = typeof mailOutbox.$inferInsert;

// ---------------------------------------------------------------------------------------------------------------
// Kampagnerummet (issue 29): the campaign team's signed-in room. better-auth's tables (its model names as the
// drizzle adapter's schema keys, its field names as property names), the audit log, and who handled a message.
// ---------------------------------------------------------------------------------------------------------------

export const authUsers = pgTable('auth_user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: varchar('email', { length: 255 }).notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const authSessions = pgTable(
  'auth_session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
  },
  (t) => [index('auth_session_user_idx').on(t.userId), index('auth_session_expires_idx').on(t.expiresAt)],
);

export const authAccounts = pgTable('auth_account', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
  scope: text('scope'),
  password: text('password'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-in links waiting to be used: identifier holds a hash of the token, value the address it was sent to. */
export const authVerifications = pgTable(
  'auth_verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_verification_identifier_idx').on(t.identifier)],
);

export const AUDIT_ACTIONS = ['sign_in', 'sign_out', 'export', 'forget', 'mark_handled', 'mail_resend'] as const;

/** Who did what in the room and when; detail is a count or a list name, never message content. Kept 13 months. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorEmail: varchar('actor_email', { length: 255 }).notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    detail: varchar('detail', { length: 500 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt)],
);

export type AuditEntry = typeof auditLog.$inferSelect;
