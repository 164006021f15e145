import 'server-only';
// Sign-in as the room's form asks for it: a link for an address in ADMIN_EMAILS, nothing for any other. better-auth
// makes and stores the token; its sendMagicLink hook is ./sign-in-link.ts. The form answers every address at once and
// alike; this runs after the response (issue 45 item 9), so no answer and no timing tells a team address from another.
//
// Issue 45 item 3: what is limited is the mails, never the owner's requests. A new link is mailed unless the address
// already has a working one (not used, not expired) that is less than a minute old; after 10 links in 24 hours, only
// once no working link is left. So many clients together can put at most one link a minute (10 a day, then one per
// link lifetime) in the team member's inbox, and every one of them is a link the team member can use: the newest link
// in the inbox always works, and whoever asks, a team member always has one or gets one.
import { getDb } from '@/db/index';
import { newestUsableLink, signInMailsSince } from '@/db/queries/sign-in-links';
import { isAdminEmail } from './admins';
import { getAuth } from './server';

const SIGN_IN = '/kampagne/log-ind';
export const SIGN_IN_MAIL_SPACING_MS = 60_000;
export const SIGN_IN_MAILS_PER_DAY = 10;
const DAY_MS = 86_400_000;

/** True when the address should be mailed a new link now. */
async function linkDue(email: string, now: Date): Promise<boolean> {
  const db = await getDb();
  const newest = await newestUsableLink(db, email, now);
  if (!newest) return true;
  if (now.getTime() - newest.getTime() < SIGN_IN_MAIL_SPACING_MS) return false;
  return (
    (await signInMailsSince(db, email, new Date(now.getTime() - DAY_MS))) < SIGN_IN_MAILS_PER_DAY
  );
}

// One decision at a time per address in this process, so two requests in the same instant make one link, not two.
const queues = new Map<string, Promise<unknown>>();
function oneAtATime(key: string, task: () => Promise<void>): Promise<void> {
  const run = (queues.get(key) ?? Promise.resolve()).catch(() => {}).then(task);
  queues.set(key, run);
  void run
    .finally(() => {
      if (queues.get(key) === run) queues.delete(key);
    })
    .catch(() => {});
  return run;
}

export async function requestSignInLink(email: string, headers: Headers) {
  if (!isAdminEmail(email)) return;
  const address = email.trim().toLowerCase();
  await oneAtATime(address, async () => {
    if (!(await linkDue(address, new Date()))) return;
    const auth = await getAuth();
    await auth.api.signInMagicLink({
      body: { email: address, callbackURL: '/kampagne', errorCallbackURL: `${SIGN_IN}?fejl=link` },
      headers,
    });
  });
}
