// Tables for what visitors write. Constraints mirror the form rules in lib/validation so the database refuses what the API would.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { MESSAGE_CATEGORIES } from './constants';

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
  (t) => [
    primaryKey({ columns: [t.pollId, t.optionId] }),
    check('poll_tallies_votes_non_negative', sql`${t.votes} >= 0`),
  ],
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
    /** Issue 36: the topic keys (content/site.json newsletterTopics) this reader chose; null or empty means all. */
    topics: text('topics').array(),
    /** Issue 36: set when the SMTP server refused a newsletter to this address for good (5xx); later sends skip it. */
    bouncedAt: timestamp('bounced_at', { withTimezone: true }),
    /**
     * Issue 45: double opt-in. Null until the owner confirms from the mail; newsletters go to confirmed readers only, and
     * an unconfirmed row is deleted 7 days after consented_at (the time of its latest sign-up). confirm_nonce is the
     * current link's secret part: a sign-up that changes the row mails a new link with a new nonce.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmNonce: varchar('confirm_nonce', { length: 43 }),
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
  (t) => [
    primaryKey({ columns: [t.bucket, t.clientKey, t.windowStart] }),
    index('rate_limits_window_idx').on(t.windowStart),
  ],
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
  (t) => [
    primaryKey({ columns: [t.day, t.kind, t.name] }),
    check('analytics_daily_kind_known', sql`${t.kind} in ('pageview', 'ai_demo')`),
  ],
);

export const MAIL_KINDS = [
  'contact',
  'welcome',
  'volunteer_confirm',
  'volunteer',
  'event',
  'signin',
  'newsletter',
  'newsletter_test',
  // Issue 45: the double opt-in's confirmation mails for the newsletter and event sign-ups (each its own mail limit).
  'newsletter_confirm',
  'event_confirm',
  // Issue 47: the Vagtplan's shift mails (taken, moved, cancelled, reminders, the team's message).
  'shift',
] as const;
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

export type MailAttachment = { filename: string; contentType: string; content: string };

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
    /** Files sent with the mail (an event's .ics), as text. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: varchar('last_error', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'mail_outbox_kind_known',
      sql`${t.kind} in ('contact', 'welcome', 'volunteer_confirm', 'volunteer', 'event', 'signin', 'newsletter', 'newsletter_test', 'newsletter_confirm', 'event_confirm', 'shift')`,
    ),
    check('mail_outbox_status_known', sql`${t.status} in ('pending', 'sent', 'failed')`),
    // The worker's query: due pending rows, oldest first.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('mail_outbox_about_email_idx').on(sql`lower(${t.aboutEmail})`, t.kind, t.createdAt),
    // Issue 45: the per-address mail limit counts an address without its +tag (mailAllowed in db/queries/outbox.ts).
    index('mail_outbox_limit_address_idx').on(
      sql`regexp_replace(lower(btrim(${t.aboutEmail})), '[+][^@]*@', '@')`,
      t.kind,
      t.createdAt,
    ),
  ],
);

export type PollVote = typeof pollVotes.$inferSelect;
export type Message = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
export type NewNewsletterSubscriber = typeof newsletterSubscribers.$inferInsert;
export type OutboxMail = typeof mailOutbox.$inferSelect;
export type NewOutboxMail = typeof mailOutbox.$inferInsert;

// --- Volunteers (issue 26: /bliv-frivillig, double opt-in) ---------------------------------------------------------

/**
 * One sign-up per address (unique on lower(email)); a new submission updates it (a confirmed one only through
 * `pending` and the owner's link). It waits unconfirmed until the
 * signed link in the confirmation mail is used: confirm_nonce is the current link's secret part (a new mail gets a new
 * one, so an older link stops working), confirmed_at is set by the link. Interests and times are keys from
 * lib/validation/volunteer.ts. Unconfirmed rows go 7 days after their last update, all rows 60 days after the election.
 */
export const volunteers = pgTable(
  'volunteers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 16 }),
    interests: text('interests').array().notNull(),
    times: text('times').array().notNull(),
    message: varchar('message', { length: 500 }),
    consentVersion: varchar('consent_version', { length: 32 }).notNull(),
    confirmNonce: varchar('confirm_nonce', { length: 43 }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * Issue 34: details sent again for a confirmed address, waiting for its owner to confirm them from the inbox (the
     * mailed link carries confirm_nonce). The confirmed details above stay as they are until then; the purge drops
     * a change nobody confirmed after 7 days.
     */
    pending: jsonb('pending').$type<PendingVolunteerChange>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('volunteers_email_lower_idx').on(sql`lower(${t.email})`),
    check('volunteers_name_length', sql`char_length(btrim(${t.name})) between 2 and 100`),
    check('volunteers_interests_given', sql`cardinality(${t.interests}) between 1 and 7`),
    index('volunteers_unconfirmed_idx')
      .on(t.updatedAt)
      .where(sql`${t.confirmedAt} is null`),
  ],
);

export type Volunteer = typeof volunteers.$inferSelect;

/** What a volunteer tells the campaign about themselves (the sign-up form's fields, as stored). */
export type VolunteerDetails = {
  name: string;
  email: string;
  phone: string | null;
  interests: string[];
  times: string[];
  message: string | null;
  consentVersion: string;
};

/** A proposed change to a confirmed sign-up; proposedAt is an ISO time (JSON has no dates). */
export type PendingVolunteerChange = VolunteerDetails & { proposedAt: string };

// ── Mød os (issue 24): sign-ups for events with places. The events themselves live in content/events; the database
// holds one capacity row per event (created on the first sign-up, locked by every booking) and the sign-ups.

/** The row every booking and cancellation for an event locks (SELECT … FOR UPDATE), so places are never given twice. */
export const eventCapacity = pgTable(
  'event_capacity',
  {
    eventSlug: varchar('event_slug', { length: 100 }).primaryKey(),
    capacity: integer('capacity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('event_capacity_positive', sql`${t.capacity} >= 1`)],
);

/** pending (issue 45): signed up, holds nothing until the owner confirms from the mail; then confirmed or waiting. */
export const EVENT_SIGNUP_STATUSES = ['pending', 'confirmed', 'waiting'] as const;

/** What an attendee was last told about the event; the cron compares it with the content and sends a notice on change. */
export type EventSnapshot = { start: string; end: string; place: string; status: string };

export const eventSignups = pgTable(
  'event_signups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventSlug: varchar('event_slug', { length: 100 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    people: integer('people').notNull(),
    status: text('status', { enum: EVENT_SIGNUP_STATUSES }).notNull(),
    consentVersion: varchar('consent_version', { length: 32 }).notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** When the event ends (as last told): the sign-up is deleted 30 days later. */
    eventEndsAt: timestamp('event_ends_at', { withTimezone: true }).notNull(),
    told: jsonb('told').$type<EventSnapshot>().notNull(),
    /**
     * Issue 34: which client signed up, as lib/api/client-key.ts's salted HMAC for this event (never the address), so
     * one client cannot hold many places of one event with made-up addresses. Goes with the sign-up.
     */
    clientKey: varchar('client_key', { length: 64 }),
    /** Issue 45: the confirmation link's secret part while the sign-up is pending (each sign-up its own). */
    confirmNonce: varchar('confirm_nonce', { length: 43 }),
  },
  (t) => [
    index('event_signups_client_idx').on(t.eventSlug, t.clientKey),
    // One place-holding sign-up per address and event; pending proposals are each their own row (issue 45).
    uniqueIndex('event_signups_event_email_idx')
      .on(t.eventSlug, sql`lower(${t.email})`)
      .where(sql`${t.status} <> 'pending'`),
    index('event_signups_queue_idx').on(t.eventSlug, t.status, t.createdAt),
    index('event_signups_ends_idx').on(t.eventEndsAt),
    check('event_signups_people_range', sql`${t.people} between 1 and 5`),
    check('event_signups_status_known', sql`${t.status} in ('pending', 'confirmed', 'waiting')`),
    check('event_signups_name_length', sql`char_length(btrim(${t.name})) between 2 and 100`),
  ],
);

export type EventSignup = typeof eventSignups.$inferSelect;

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
  (t) => [
    index('auth_session_user_idx').on(t.userId),
    index('auth_session_expires_idx').on(t.expiresAt),
  ],
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

export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_out',
  'export',
  'forget',
  'mark_handled',
  'mail_resend',
  'newsletter_test',
  'newsletter_send',
  'newsletter_stop',
  'newsletter_bounce_clear',
  // Valgaften (issue 46): the home banner switched, a fetch run by hand.
  'valg_banner',
  'valg_fetch',
] as const;

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

// ---------------------------------------------------------------------------------------------------------------
// The newsletter's sends (issue 36): one row per "Send nu", one delivery row per reader it reached, and the site-wide
// send rate. A delivery row is unique per (newsletter, subscriber): whatever is pressed twice, whatever cron runs
// overlap or restart mid-send, a newsletter is enqueued for a reader at most once.
// ---------------------------------------------------------------------------------------------------------------

export const NEWSLETTER_SEND_STATES = ['planned', 'sending', 'sent', 'failed', 'stopped'] as const;

/** created_by is the team member's address, pseudonymised by forget as the audit log's actor is. Kept 13 months. */
export const newsletterSends = pgTable(
  'newsletter_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: varchar('slug', { length: 200 }).notNull(),
    topics: text('topics').array().notNull(),
    state: text('state', { enum: NEWSLETTER_SEND_STATES }).notNull().default('planned'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: varchar('created_by', { length: 255 }).notNull(),
    /** Readers enqueued so far; sent/failed/bounced count the outbox's results; unsubscribed counts readers who left since. */
    recipients: integer('recipients').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    bounced: integer('bounced').notNull().default(0),
    unsubscribed: integer('unsubscribed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'newsletter_sends_state_known',
      sql`${t.state} in ('planned', 'sending', 'sent', 'failed', 'stopped')`,
    ),
    check('newsletter_sends_topics_given', sql`cardinality(${t.topics}) >= 1`),
    // "Send nu" pressed twice: at most one send per newsletter is waiting or running.
    uniqueIndex('newsletter_sends_one_active_idx')
      .on(t.slug)
      .where(sql`${t.state} in ('planned', 'sending')`),
    index('newsletter_sends_due_idx')
      .on(t.scheduledAt)
      .where(sql`${t.state} in ('planned', 'sending')`),
  ],
);

/** One row per newsletter and reader; goes with the reader (unsubscribe, forget) and 30 days after it was written. */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: varchar('slug', { length: 200 }).notNull(),
    sendId: bigint('send_id', { mode: 'number' })
      .notNull()
      .references(() => newsletterSends.id, { onDelete: 'cascade' }),
    subscriberId: bigint('subscriber_id', { mode: 'number' })
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    outboxId: bigint('outbox_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_once_idx').on(t.slug, t.subscriberId),
    index('newsletter_deliveries_send_idx').on(t.sendId),
    index('newsletter_deliveries_subscriber_idx').on(t.subscriberId),
    index('newsletter_deliveries_outbox_idx').on(t.outboxId),
    index('newsletter_deliveries_created_at_idx').on(t.createdAt),
  ],
);

/**
 * The site-wide send rate (NEWSLETTER_RATE), counted in the database so every worker on every instance shares it: a
 * fixed window per bucket, `used` mails taken in the window starting at window_start, `granted` the last grant.
 */
export const sendRate = pgTable('send_rate', {
  bucket: varchar('bucket', { length: 32 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  used: integer('used').notNull().default(0),
  granted: integer('granted').notNull().default(0),
});

export type NewsletterSend = typeof newsletterSends.$inferSelect;

// --- Valgaften (issue 46) ---------------------------------------------------------------------------------------

/**
 * Every official VALG file the fetch job has looked at, once per name and content: accepted files are the night's
 * immutable snapshots (the JSON as published), refused ones keep only the reason. Rows are never updated; a newer
 * version of an area is a new file with a newer name, and the view picks the newest accepted one per area.
 */
export const valgFiles = pgTable(
  'valg_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Path under the source's folder, e.g. valgresultater/valgresultater-Kommunalvalg-…-201120292045.json */
    name: varchar('name', { length: 400 }).notNull(),
    /** The name without its timestamp: every version of one area shares it. */
    stem: varchar('stem', { length: 400 }).notNull(),
    kind: varchar('kind', { length: 32 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** The release time in the file's name (UTC). */
    fileTime: timestamp('file_time', { withTimezone: true }),
    /** Kommunekode:DAGI id for area files, the kind for municipality-wide ones; null when refused before parsing. */
    areaKey: varchar('area_key', { length: 64 }),
    /** FrigivelsesTidspunktUTC and the count (0 none, 1 foreløbig, 2 fintælling): which version of an area is newest. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    countRank: smallint('count_rank'),
    accepted: boolean('accepted').notNull(),
    /** Why a file was refused: broken, schema, foreign, older, oversized, future. */
    refusal: varchar('refusal', { length: 16 }),
    /** Danish, shown in Kampagnerummet, for a refused file. */
    reason: varchar('reason', { length: 500 }),
    content: jsonb('content'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('valg_files_name_sha_idx').on(t.name, t.sha256),
    index('valg_files_accepted_idx').on(t.accepted, t.id),
    index('valg_files_stem_idx').on(t.stem),
    index('valg_files_area_idx').on(t.areaKey, t.releasedAt),
    check('valg_files_reason', sql`${t.accepted} = (${t.reason} is null)`),
    check('valg_files_content', sql`${t.accepted} = (${t.content} is not null)`),
  ],
);

/** The night's one row: the home banner switch (from the room) and the last fetch's report. */
export const valgState = pgTable(
  'valg_state',
  {
    id: integer('id').primaryKey().default(1),
    bannerOn: boolean('banner_on').notNull().default(false),
    bannerChangedBy: varchar('banner_changed_by', { length: 255 }),
    lastFetchAt: timestamp('last_fetch_at', { withTimezone: true }),
    lastFetch: jsonb('last_fetch'),
  },
  (t) => [check('valg_state_one_row', sql`${t.id} = 1`)],
);

export type ValgFile = typeof valgFiles.$inferSelect;

// ---------------------------------------------------------------------------------------------------------------
// Vagtplan (issue 47): the field work planned in the room (tasks and their shifts) and taken by confirmed volunteers
// from their "Mine vagter" link. A sign-up goes with its volunteer (forget, purge) and everything here 30 days after
// the election (lib/stewardship/retention.ts). Every booking locks its shift's row, so places are never given twice.
// ---------------------------------------------------------------------------------------------------------------

export const SHIFT_TASK_KINDS = [
  'plakater_op',
  'plakater_ned',
  'doerbank',
  'stand',
  'uddeling',
  'andet',
] as const;
export type ShiftTaskKind = (typeof SHIFT_TASK_KINDS)[number];

export const shiftTasks = pgTable(
  'shift_tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: SHIFT_TASK_KINDS }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    meetingPoint: varchar('meeting_point', { length: 200 }).notNull(),
    /** A polling area or a road list. */
    area: varchar('area', { length: 500 }).notNull().default(''),
    notes: varchar('notes', { length: 2000 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'shift_tasks_kind_known',
      sql`${t.kind} in ('plakater_op', 'plakater_ned', 'doerbank', 'stand', 'uddeling', 'andet')`,
    ),
    check('shift_tasks_title_length', sql`char_length(btrim(${t.title})) between 2 and 120`),
  ],
);

/** sequence is the calendar file's SEQUENCE: it goes up on every move or cancellation, the UID never changes. */
export const shifts = pgTable(
  'shifts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taskId: bigint('task_id', { mode: 'number' })
      .notNull()
      .references(() => shiftTasks.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    places: integer('places').notNull(),
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shifts_places_range', sql`${t.places} between 1 and 200`),
    check('shifts_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    index('shifts_task_idx').on(t.taskId),
    index('shifts_starts_idx').on(t.startsAt),
  ],
);

/** One place on a shift; no_show is the team's mark after the shift (counted per volunteer, seen by the team only). */
export const shiftSignups = pgTable(
  'shift_signups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shiftId: bigint('shift_id', { mode: 'number' })
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    volunteerId: bigint('volunteer_id', { mode: 'number' })
      .notNull()
      .references(() => volunteers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    noShow: boolean('no_show').notNull().default(false),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('shift_signups_once_idx').on(t.shiftId, t.volunteerId),
    index('shift_signups_volunteer_idx').on(t.volunteerId),
  ],
);

/**
 * Who answers for the campaign's posters (vejloven § 84: name, address, e-mail and phone on every poster), filled in
 * once in the room; one row. Goes 30 days after the election with the rest of the plan, and with forget.
 */
export const posterContact = pgTable('poster_contact', {
  id: integer('id').primaryKey().default(1),
  name: varchar('name', { length: 100 }).notNull(),
  address: varchar('address', { length: 200 }).notNull(),
  email: varchar('email', { length: 255 }).notNull(),
  phone: varchar('phone', { length: 32 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ShiftTask = typeof shiftTasks.$inferSelect;
export type Shift = typeof shifts.$inferSelect;
export type ShiftSignup = typeof shiftSignups.$inferSelect;
export type PosterContact = typeof posterContact.$inferSelect;
