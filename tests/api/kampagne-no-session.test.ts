// Without a session every route handler of Kampagnerummet answers 401 and no data, and every page calls requireAdmin()
// itself. The list is read from the file system (tests/helpers/room-routes.ts), so a new room route cannot be missed.
import fs from 'node:fs';
import { env } from '@/lib/env';
import { siteUrl } from '@/lib/seo';
import { testDbPerFile } from '@/tests/helpers/db';
import { PUBLIC_APIS, PUBLIC_PAGES, roomApis, roomPages } from '@/tests/helpers/room-routes';

testDbPerFile();
const saved = { ADMIN_EMAILS: env.ADMIN_EMAILS };
beforeAll(() => {
  env.ADMIN_EMAILS = ['kampagne@fremtidslisten.example'];
});
afterAll(() => {
  Object.assign(env, saved);
});

const site = new URL(siteUrl);
type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;

async function call(
  { file, path, params, method }: ReturnType<typeof roomApis>[number],
  headers: Record<string, string> = {},
) {
  const handler = ((await import(file)) as Record<string, Handler>)[method]!;
  const write = method !== 'GET' && method !== 'HEAD';
  const request = new Request(new URL(path, site), {
    method,
    headers: {
      host: site.host,
      ...(write
        ? { origin: site.origin, 'content-type': 'application/x-www-form-urlencoded' }
        : {}),
      ...headers,
    },
    body: write
      ? new URLSearchParams({ email: 'anna@example.dk', bekraeft: 'ja' }).toString()
      : undefined,
  });
  return handler(request, { params: Promise.resolve(params) });
}

const apis = roomApis();
const closed = apis.filter((api) => !PUBLIC_APIS.includes(`${api.method} ${api.path}`));

test('the file system finds the room’s routes, and every public one named still exists', () => {
  expect(closed.length).toBeGreaterThanOrEqual(5);
  expect(
    PUBLIC_APIS.filter((name) => !apis.some((api) => `${api.method} ${api.path}` === name)),
  ).toEqual([]);
  expect(PUBLIC_PAGES.filter((p) => !roomPages().some((page) => page.path === p))).toEqual([]);
});

describe.each([
  ['no cookie', {}],
  ['a forged cookie', { cookie: 'kampagne.session_token=forfalsket.x' }],
])('with %s every room API answers 401 and no data', (_name, headers: Record<string, string>) => {
  test.each(closed.map((api) => [`${api.method} ${api.path}`, api] as const))(
    '%s',
    async (_route, api) => {
      const response = await call(api, headers);
      expect(response.status).toBe(401);
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await response.json()).toEqual({
        error: { code: 'unauthorized', message: 'Log ind i kampagnerummet først.' },
      });
    },
  );
});

test.each(
  apis
    .filter((api) => PUBLIC_APIS.includes(`${api.method} ${api.path}`))
    .map((api) => [`${api.method} ${api.path}`, api] as const),
)('the public %s signs no one in and answers with a redirect, no data', async (_route, api) => {
  const response = await call(api);
  expect(response.status).toBe(303);
  expect(response.headers.getSetCookie()).toEqual([]);
  expect(await response.text()).toBe('');
});

// Jest cannot render the pages; Playwright asks each for real (tests/e2e/room/no-session.spec.ts). Layouts are not
// re-run on every navigation, so each page must ask for the session itself.
test.each(
  roomPages()
    .filter((page) => !PUBLIC_PAGES.includes(page.path))
    .map((page) => [page.path, page.file] as const),
)('the page %s calls requireAdmin() itself', (_path, file) => {
  expect(fs.readFileSync(file, 'utf8')).toMatch(/await requireAdmin\(\)/);
});
