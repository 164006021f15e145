import 'server-only';
// The sign-in link goes through the outbox like every other mail, so a slow or failing SMTP server never loses it.
import type { Database } from '@/db/client';
import { enqueueMail } from '@/db/queries/outbox';
import { buildSignInMail } from '@/lib/mail/signin-mail';
import { sendSoon } from '@/lib/mail/send-soon';
import { siteUrl } from '@/lib/seo';
import { isAdminEmail } from './admins';

/** Where the sign-in link leads: a page whose "Log ind" button POSTs; a GET never uses the link up (mail scanners). */
export const SIGN_IN_CONFIRM_PATH = '/kampagne/log-ind/bekraeft';

/** better-auth's sendMagicLink: queues the link to the confirmation page for an address in ADMIN_EMAILS, else nothing. */
export async function mailSignInLink(db: Database, email: string, token: string) {
  // Checked again here: no address outside ADMIN_EMAILS is ever mailed a link.
  if (!isAdminEmail(email)) return;
  // Not better-auth's own link (its GET verify uses the token up): the confirmation page (issue 34).
  const url = new URL(
    `${SIGN_IN_CONFIRM_PATH}?token=${encodeURIComponent(token)}`,
    siteUrl,
  ).toString();
  sendSoon([await enqueueMail(db, buildSignInMail({ email, url }))]);
}
