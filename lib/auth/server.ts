import 'server-only';
// better-auth with its magic-link plugin on the app's database: the only session and token code in the room.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { magicLink } from 'better-auth/plugins/magic-link';
import { getDb } from '@/db/index';
import type { Database } from '@/db/client';
import { authAccounts, authSessions, authUsers, authVerifications } from '@/db/schema';
import { recordSignIn } from '@/db/queries/admin/audit';
import { env } from '@/lib/env';
import { SIGN_IN_LINK_MINUTES } from '@/lib/mail/signin-mail';
import { siteUrl } from '@/lib/seo';
import { isAdminEmail } from './admins';
import { mailSignInLink } from './sign-in-link';

const AUTH_BASE_PATH = '/api/kampagne/auth';
const SESSION_HOURS = 12;

function createAuth(db: Database) {
  return betterAuth({
    appName: 'Kampagnerummet',
    baseURL: siteUrl,
    basePath: AUTH_BASE_PATH,
    // Outside production better-auth falls back to a built-in development secret; lib/env.js demands one in production.
    secret: env.BETTER_AUTH_SECRET,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
      },
    }),
    // At most 12 hours from sign-in: never extended, and no cookie cache, so a signed-out session is gone at once.
    session: { expiresIn: SESSION_HOURS * 3600, disableSessionRefresh: true },
    advanced: {
      cookiePrefix: 'kampagne',
      useSecureCookies: env.NODE_ENV === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { disableIpTracking: true },
    },
    databaseHooks: {
      // Only the addresses in ADMIN_EMAILS ever become users, whatever reaches the library.
      user: { create: { before: async (user) => isAdminEmail(user.email) } },
      session: { create: { after: async (session) => recordSignIn(db, session.userId) } },
    },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_MINUTES * 60,
        storeToken: 'hashed',
        sendMagicLink: ({ email, token }) => mailSignInLink(db, email, token),
      }),
    ],
  });
}

type Auth = ReturnType<typeof createAuth>;
// One instance per database (tests swap the database in db/index.ts).
const instances = new WeakMap<Database, Auth>();

export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  let auth = instances.get(db);
  if (!auth) instances.set(db, (auth = createAuth(db)));
  return auth;
}
