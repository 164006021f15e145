// The volunteer flow as the routes use it: the shared database, the clock, the signed links and the mails put together.
import 'server-only';
import { getDb } from '@/db/index';
import {
  checkConfirmToken,
  confirmVolunteer,
  signUpVolunteer,
  type VolunteerDetails,
} from '@/db/queries/volunteers';
import { buildVolunteerConfirmMail, buildVolunteerMail } from '@/lib/mail/volunteer-mail';
import { now } from '@/lib/time/clock';
import { CONFIRM_LINK_HOURS, confirmUrl } from './token';

export async function signUp(details: VolunteerDetails) {
  const at = now();
  const expiresAt = new Date(at.getTime() + CONFIRM_LINK_HOURS * 3_600_000);
  return signUpVolunteer(
    await getDb(),
    details,
    (subject) =>
      buildVolunteerConfirmMail({
        name: subject.name,
        email: subject.email,
        change: subject.change,
        confirmUrl: confirmUrl(subject, expiresAt),
      }),
    at,
  );
}

export const checkLink = async (token: string | null | undefined) =>
  checkConfirmToken(await getDb(), token, now());

export async function confirm(token: string | null | undefined) {
  const at = now();
  return confirmVolunteer(
    await getDb(),
    token,
    (v, change) => buildVolunteerMail({ ...v, confirmedAt: v.confirmedAt ?? at, change }),
    at,
  );
}
