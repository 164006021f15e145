// The one place environment variables are read and validated; next.config.mjs imports it so a bad value fails build and start.
import { z } from 'zod';

const blankToUndefined = (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = (schema) => z.preprocess(blankToUndefined, schema.optional());
const flag = (fallback) =>
  z
    .preprocess(blankToUndefined, z.enum(['true', 'false', '1', '0']).default(fallback))
    .transform((v) => v === 'true' || v === '1');
// A rate limit as "<requests>/<seconds>", e.g. "10/60".
const rateSpec = optional(
  z.string().regex(/^[1-9]\d{0,5}\/[1-9]\d{0,5}$/, 'must look like 10/60 (requests/seconds)'),
);
// A whole number within bounds, from an env string ("10"); blank means the default.
const intIn = (min, max, fallback) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{1,9}$/, message)
      .default(String(fallback))
      .transform(Number)
      .pipe(z.number().min(min, message).max(max, message)),
  );
};
const postgresUrl = z
  .string()
  .refine((v) => /^postgres(ql)?:\/\/.+/.test(v), 'must be a postgres:// or postgresql:// URL');

// Mail (issue 13): an SMTP server URL, and mail addresses without control characters that could start a new header.
const smtpUrl = z.string().refine((v) => {
  try {
    const url = new URL(v);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.dk:587');
const address = String.raw`[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+`;
const mailbox = z
  .string()
  .regex(
    new RegExp(String.raw`^(?:[^<>\u0000-\u001F\u007F]{1,100} <${address}>|${address})$`),
    'must be an address like "Fremtidslisten <noreply@example.dk>" or noreply@example.dk',
  );

// Kampagnerummet (issue 29): ADMIN_EMAILS as "a@example.dk, b@example.dk", stored lower-case and without duplicates.
const adminEmails = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.email('must be a comma-separated list of email addresses'))
      .min(1, 'must name at least one address'),
  )
  .transform((list) => [...new Set(list)]);
// Valgaften (issue 46): where the official VALG files are read, an sftp:// URL (data.valg.dk publishes on SFTP) or a
// local folder with the same layout (rehearsal, tests). The password may be in the URL: the state's is public. An @ in
// the folder means an unencoded / in the password ended the host early ("Valg:2029/x@…" reads as host Valg, port
// 2029): the source the room and the logs show, the URL without its password, would then show the password.
const valgSource = z.string().refine((v) => {
  if (!v.includes('://')) return v.startsWith('/') || v.startsWith('.');
  try {
    const url = new URL(v);
    return (
      url.protocol === 'sftp:' &&
      url.hostname !== '' &&
      url.pathname.length > 1 &&
      !url.pathname.includes('@')
    );
  } catch {
    return false;
  }
}, 'must be an sftp:// URL with a folder (sftp://Valg:Valg@data.valg.dk/data/kommunalvalg-134-18-11-2025), the password percent-encoded (/ as %2F), or a local folder (/srv/valg or ./valg)');

/** A production site with a team room must sign its sessions with its own secret, never a default. */
function requireRoomSecret(env, ctx) {
  if (env.NODE_ENV === 'production' && env.ADMIN_EMAILS && !env.BETTER_AUTH_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['BETTER_AUTH_SECRET'],
      message: 'must be set (32+ characters) in production when ADMIN_EMAILS is set',
    });
  }
}

// The content editor (issue 28) in GitHub mode needs its OAuth app, a signing secret and the repository: all or none.
const editorGithubVars = [
  'KEYSTATIC_GITHUB_CLIENT_ID',
  'KEYSTATIC_GITHUB_CLIENT_SECRET',
  'KEYSTATIC_SECRET',
  'KEYSTATIC_REPO',
];
function requireAllEditorVars(env, ctx) {
  const set = editorGithubVars.filter((name) => env[name] !== undefined);
  if (set.length === 0 || set.length === editorGithubVars.length) return;
  for (const name of editorGithubVars.filter((n) => env[n] === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `must be set too when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set (the editor's GitHub mode needs all four)`,
    });
  }
}

// Demo language model (issue 37): an OpenAI-compatible endpoint and model name, both or neither; not beside the function.
function requireModelPair(env, ctx) {
  if (env.DEMO_MODEL_URL && !env.DEMO_MODEL_NAME)
    ctx.addIssue({
      code: 'custom',
      path: ['DEMO_MODEL_NAME'],
      message: 'must be set too when DEMO_MODEL_URL is set (e.g. llama3.1:8b)',
    });
  if (env.DEMO_MODEL_NAME && !env.DEMO_MODEL_URL)
    ctx.addIssue({
      code: 'custom',
      path: ['DEMO_MODEL_URL'],
      message: 'must be set too when DEMO_MODEL_NAME is set (e.g. http://ollama:11434/v1)',
    });
  if (env.DEMO_MODEL_URL && env.DEMO_FUNCTION_URL)
    ctx.addIssue({
      code: 'custom',
      path: ['DEMO_MODEL_URL'],
      message: 'cannot be set together with DEMO_FUNCTION_URL: choose one demo backend',
    });
}

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: optional(postgresUrl),
    PGLITE_DATA_DIR: optional(z.string()),
    // Set by Vercel; without DATABASE_URL the embedded database then lives in /tmp (an ephemeral preview database).
    VERCEL: optional(z.string()),
    // Another content folder (the content check's fixtures, bench:build's multiplied copies); default ./content.
    CONTENT_DIR: optional(z.string()),
    // Build output folder; only bench:build changes it, to build multiplied content beside the real .next.
    NEXT_DIST_DIR: optional(
      z.string().regex(/^\.next[\w-]*$/, 'must be a folder name starting with .next'),
    ),
    SITE_URL: optional(z.url({ protocol: /^https?$/ })),
    DEMO_FUNCTION_URL: optional(z.url({ protocol: /^https?$/ })),
    DEMO_FUNCTION_KEY: optional(z.string()),
    DEMO_MODEL_URL: optional(z.url({ protocol: /^https?$/ })),
    DEMO_MODEL_NAME: optional(
      z
        .string()
        .regex(
          /^[\w.:/@-]{1,200}$/,
          'must be a model name such as llama3.1:8b or mistral-small-latest',
        ),
    ),
    DEMO_MODEL_KEY: optional(z.string()),
    RATE_LIMIT_ENABLED: flag('true'),
    RATE_LIMIT_POLL: rateSpec,
    RATE_LIMIT_CONTACT: rateSpec,
    RATE_LIMIT_NEWSLETTER: rateSpec,
    RATE_LIMIT_EVENTS: rateSpec,
    RATE_LIMIT_VOLUNTEERS: rateSpec,
    RATE_LIMIT_SALT: optional(z.string().min(16, 'must be at least 16 characters')),
    CRON_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
    UNSUBSCRIBE_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
    // Deployment (issue 12): pg pool size and idle timeout (1-3 with a pooled DATABASE_URL on Vercel), and how many
    // proxies in front of the server append to X-Forwarded-For. Unset: 1 on Vercel (detected by VERCEL), else 0, since
    // a server reached directly cannot tell a client's own X-Forwarded-For from a proxy's (issue 34).
    DATABASE_POOL_MAX: intIn(1, 100, 10),
    DATABASE_POOL_IDLE_TIMEOUT_MS: intIn(0, 3_600_000, 10_000),
    TRUSTED_PROXY_HOPS: optional(
      z
        .string()
        .regex(/^\d{1,2}$/, 'must be a whole number from 0 to 10')
        .transform(Number)
        .pipe(z.number().max(10, 'must be a whole number from 0 to 10')),
    ),
    // true only when the proxy in front overwrites X-Real-IP with the client it saw (nginx: proxy_set_header X-Real-IP $remote_addr).
    TRUST_X_REAL_IP: flag('false'),
    // Preview mode (lib/deployment.js): Vercel sets VERCEL_ENV; elsewhere SITE_ENV=preview marks a review deployment.
    VERCEL_ENV: optional(z.enum(['production', 'preview', 'development'])),
    SITE_ENV: optional(
      z.enum(['production', 'preview'], { error: 'must be production or preview' }),
    ),
    // Mail (issue 13). Without SMTP_URL mail waits in the outbox; only under next dev it becomes .eml files in MAIL_DIR
    // (default .data/mail). See lib/mail/transport.ts.
    SMTP_URL: optional(smtpUrl),
    MAIL_FROM: optional(mailbox),
    CONTACT_INBOX: optional(z.email('must be one email address')),
    MAIL_DIR: optional(z.string()),
    // Volunteers (issue 26): where confirmed sign-ups are announced (default CONTACT_INBOX), and the key for the
    // confirmation links (default: derived from UNSUBSCRIBE_SECRET for this one purpose; see lib/volunteers/token.ts).
    VOLUNTEER_INBOX: optional(z.email('must be one email address')),
    VOLUNTEER_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
    // Mød os (issue 24): sign-ups for events with places, per client as <requests>/<seconds>.
    RATE_LIMIT_SIGNUP: rateSpec,
    // Kampagnerummet (issue 29): who may sign in (comma-separated addresses), and the key better-auth signs cookies with.
    ADMIN_EMAILS: optional(adminEmails),
    BETTER_AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    RATE_LIMIT_SIGN_IN: rateSpec,
    // Newsletter (issue 36): the one send rate for the whole site as "<mails>/<seconds>", e.g. 10/1, counted in the
    // database so it holds across workers and instances. Unset: no limit beyond the SMTP server's own.
    NEWSLETTER_RATE: optional(
      z.string().regex(/^[1-9]\d{0,5}\/[1-9]\d{0,4}$/, 'must look like 10/1 (mails/seconds)'),
    ),
    // Valgaften (issue 46): the results' source, and overrides of election.municipalityCode / election.seats in
    // content/site.json (a rehearsal on another municipality's real files without editing the content).
    VALG_SOURCE: optional(valgSource),
    // The SFTP server's host key as `ssh-keygen -lf` prints it (SHA256:…): the public password proves nothing about
    // the server, the key does. See docs/operations.md for how to read it once.
    VALG_HOST_KEY: optional(
      z
        .string()
        .regex(
          /^SHA256:[A-Za-z0-9+/]{43}$/,
          'must be a host key fingerprint as ssh-keygen -lf prints it (SHA256: and 43 characters)',
        ),
    ),
    VALG_KOMMUNEKODE: optional(intIn(101, 999, 101)),
    VALG_MANDATER: optional(intIn(9, 55, 9)),
    // Content editor (issue 28): the GitHub OAuth app Keystatic signs in with, its cookie secret and the repository.
    KEYSTATIC_GITHUB_CLIENT_ID: optional(z.string()),
    KEYSTATIC_GITHUB_CLIENT_SECRET: optional(z.string()),
    KEYSTATIC_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    KEYSTATIC_REPO: optional(
      z
        .string()
        .regex(/^[\w.-]+\/[\w.-]+$/, 'must be owner/name, e.g. fremtidslisten/kampagne-site'),
    ),
    // Local mode only (next dev): the folder holding the content/ and public/ the editor writes, default the project
    // itself. The editor's end-to-end test points it at a temporary copy.
    KEYSTATIC_LOCAL_DIR: optional(z.string()),
  })
  .superRefine((env, ctx) => {
    requireRoomSecret(env, ctx);
    requireAllEditorVars(env, ctx);
    requireModelPair(env, ctx);
  })
  .transform((env) => ({
    ...env,
    TRUSTED_PROXY_HOPS: env.TRUSTED_PROXY_HOPS ?? (env.VERCEL ? 1 : 0),
  }));

/**
 * A review deployment (SITE_ENV wins; on Vercel every deployment but production): lib/preview/deployment.js asks here.
 * @param {{ SITE_ENV?: string; VERCEL_ENV?: string }} source
 */
export function isPreviewEnv(source) {
  if (source.SITE_ENV) return source.SITE_ENV === 'preview';
  if (source.VERCEL_ENV) return source.VERCEL_ENV !== 'production';
  return false;
}

// Secrets a production server cannot run its features without (issue 34). Checked when the server starts, never during
// `next build` (it needs none of them, and CI builds without them); the room's BETTER_AUTH_SECRET is also refused by
// the schema above. A preview runs without them: its unsubscribe links use a per-process secret, as under next dev.
const productionSecrets = [
  {
    name: 'UNSUBSCRIBE_SECRET',
    needed: () => true,
    message:
      'must be set (16+ characters) in production: newsletter, event and volunteer sign-ups sign their links with it',
  },
  {
    // Without it every cron answers 503: the retention purge that /privatliv promises never runs, and mail that failed
    // once, event reminders and planned newsletters wait for ever.
    name: 'CRON_SECRET',
    needed: () => true,
    message:
      'must be set (16+ characters) in production: the retention purge, mail retries, event reminders and newsletter sends run as crons that need it',
  },
  {
    name: 'BETTER_AUTH_SECRET',
    needed: (env) => Boolean(env.ADMIN_EMAILS),
    message: 'must be set (32+ characters) in production when ADMIN_EMAILS is set',
  },
];

/** Throws, naming each missing variable, when a production server would start without a secret a feature needs. */
export function assertProductionSecrets(source = env) {
  if (source.NODE_ENV !== 'production' || isPreviewEnv(source)) return;
  const missing = productionSecrets.filter((s) => s.needed(source) && !source[s.name]);
  if (missing.length) {
    throw new Error(
      `Invalid environment variables:\n${missing.map((s) => `  ${s.name}: ${s.message}`).join('\n')}`,
    );
  }
}

/** Parses an env-like object; throws one error naming every bad variable. */
export function parseEnv(source) {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  return result.data;
}

export const env = parseEnv(process.env);
