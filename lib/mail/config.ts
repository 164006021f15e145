// Who mail comes from and where contact messages go: env first, else content/site.json (one place a volunteer edits).
import path from 'node:path';
import { env } from '../env.js';
import { site } from '../site';

/** MAIL_FROM, else "<party> <noreply@<site host>>". */
export function mailFrom(): string {
  return env.MAIL_FROM ?? `${site.partyName} <noreply@${new URL(site.url).hostname}>`;
}

/** CONTACT_INBOX, else the contact email in content/site.json. */
export const contactInbox = (): string => env.CONTACT_INBOX ?? site.email;

/** Where .eml files go when no SMTP_URL is set under next dev (never in production: lib/mail/transport.ts). */
export const mailDir = (): string => env.MAIL_DIR ?? path.join(process.cwd(), '.data', 'mail');
