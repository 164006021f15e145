// Issue 45 item 6: every export of the room (a GET that answers with an attachment) refuses a request that did not come
// from a page of this site, so a page on another site cannot navigate a signed-in team member's browser to a list. The
// exports are found from the file system (tests/helpers/room-routes.ts) and by what they answer, so a new export route
// is checked the moment it exists.
import { jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { POST as confirmSignIn } from '@/app/api/kampagne/log-ind/bekraeft/route';
import { POST as signIn } from '@/app/api/kampagne/log-ind/route';
import { auditLog } from '@/db/schema';
import { apiMessages } from '@/lib/api/errors';
import { env } from '@/lib/env';
import { setAfterResponse } from '@/lib/mail/send-soon';
import { siteUrl } from '@/lib/seo';
import { testDbPerFile } from '@/tests/helpers/db';
import { roomApis } from '@/tests/helpers/room-routes';
import { startSmtpSink, type SmtpSink } from '@/tests/helpers/smtp-sink';

const testDb = testDbPerFile();
const admin = 'kampagne@fremtidslisten.example';
const site = new URL(siteUrl);
const afterTasks: Promise<void>[] = [];

let sink: SmtpSink;
let cookie = '';
const saved = { SMTP_URL: env.SMTP_URL, ADMIN_EMAILS: env.ADMIN_EMAILS };

const form = (path: string, fields: Record<string, string>) =>
  new Request(new URL(path, site), {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: site.origin,
      host: site.host,
    },
  });

beforeAll(async () => {
  sink = await startSmtpSink();
  Object.assign(env, { SMTP_URL: sink.url, ADMIN_EMAILS: [admin] });
  setAfterResponse((task) => void afterTasks.push(task()));
  jest.spyOn(console, 'info').mockImplementation(() => {});
  await signIn(form('/api/kampagne/log-ind', { email: admin }), undefined);
  await Promise.all(afterTasks.splice(0));
  const [mail] = await sink.waitFor(1);
  const token = new URL(mail!.parsed.text!.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
  const signedIn = await confirmSignIn(
    form('/api/kampagne/log-ind/bekraeft', { token }),
    undefined,
  );
  cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
});
afterAll(async () => {
  setAfterResponse(undefined);
  Object.assign(env, saved);
  await sink.close();
});

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;
type Route = ReturnType<typeof roomApis>[number];

async function get(route: Route, headers: Record<string, string>) {
  const handler = ((await import(route.file)) as Record<string, Handler>).GET!;
  return handler(
    new Request(new URL(route.path, site), { headers: { host: site.host, cookie, ...headers } }),
    { params: Promise.resolve(route.params) },
  );
}

const isAttachment = (response: Response) =>
  /^attachment/.test(response.headers.get('content-disposition') ?? '');
const exportCount = async () =>
  (await testDb.db.select().from(auditLog).where(eq(auditLog.action, 'export'))).length;

/** Every room GET that, asked from a room page, answers with a file: the exports. */
async function findExports() {
  const found: Route[] = [];
  for (const route of roomApis().filter((r) => r.method === 'GET'))
    if (isAttachment(await get(route, { 'sec-fetch-site': 'same-origin' }))) found.push(route);
  return found;
}

const refused: [string, Record<string, string>][] = [
  [
    'a navigation from a page on another site',
    { 'sec-fetch-site': 'cross-site', referer: 'https://ond.example/' },
  ],
  ['a page on a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
  ['a typed or bookmarked URL', { 'sec-fetch-site': 'none' }],
  ['no Sec-Fetch-Site and no Referer (curl)', {}],
  ['no Sec-Fetch-Site and a Referer on another site', { referer: 'https://ond.example/side' }],
  [
    'no Sec-Fetch-Site and a Referer naming this host elsewhere',
    { referer: `ftp://${site.host}/` },
  ],
  ['no Sec-Fetch-Site and a malformed Referer', { referer: 'ikke en adresse' }],
  [
    'a cross-site Sec-Fetch-Site with a same-origin Referer',
    { 'sec-fetch-site': 'cross-site', referer: `${site.origin}/kampagne` },
  ],
];
const allowed: [string, Record<string, string>][] = [
  ['a link on a room page', { 'sec-fetch-site': 'same-origin' }],
  ['a browser without Sec-Fetch-Site, from a room page', { referer: `${site.origin}/kampagne` }],
];

test('the file system and the answers find every export: the lists as CSV and as .xlsx', async () => {
  const exports = await findExports();
  expect(exports.map((r) => r.path)).toEqual(
    expect.arrayContaining([
      '/api/kampagne/lister/nyhedsbrev/csv',
      '/api/kampagne/lister/nyhedsbrev/xlsx',
    ]),
  );
});

describe.each(refused)('%s', (_name, headers) => {
  test('every export answers 403 in Danish, gives no file and logs no export', async () => {
    const exports = await findExports();
    expect(exports.length).toBeGreaterThanOrEqual(2);
    const before = await exportCount();
    for (const route of exports) {
      const response = await get(route, headers);
      expect([route.path, response.status]).toEqual([route.path, 403]);
      expect(isAttachment(response)).toBe(false);
      expect(await response.json()).toEqual({
        error: { code: 'forbidden_origin', message: apiMessages.forbidden_export },
      });
    }
    expect(await exportCount()).toBe(before);
  });
});

describe.each(allowed)('%s', (_name, headers) => {
  test('every export answers its file', async () => {
    for (const route of await findExports()) {
      const response = await get(route, headers);
      expect([route.path, response.status, isAttachment(response)]).toEqual([
        route.path,
        200,
        true,
      ]);
    }
  });
});
