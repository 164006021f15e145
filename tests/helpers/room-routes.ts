// Every page and route handler of Kampagnerummet, read from the file system (issue 34): a new one is in the no-session
// tests (tests/api/kampagne-no-session.test.ts, tests/e2e/room/no-session.spec.ts) the moment its file exists, and
// must refuse a request without a session, or be named below as public on purpose.
import fs from 'node:fs';
import path from 'node:path';

const APP = path.join(process.cwd(), 'app');
const ROOM_DIRS = [path.join(APP, '(kampagne)'), path.join(APP, 'api', 'kampagne')];
const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];

/** One sample value per dynamic segment; a new [segment] fails the tests until it has one here. */
const SAMPLES: Record<string, string> = { liste: 'nyhedsbrev', id: '1' };

/** Reachable without a session by design: the way in. Each has its own tests of what it gives away (nothing). */
export const PUBLIC_PAGES = ['/kampagne/log-ind', '/kampagne/log-ind/bekraeft'];
export const PUBLIC_APIS = [
  'POST /api/kampagne/log-ind',
  'POST /api/kampagne/log-ind/bekraeft',
  'GET /api/kampagne/auth/magic-link/verify',
];

export type RoomRoute = { file: string; path: string; params: Record<string, string> };

function filesNamed(dir: string, name: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesNamed(full, name);
    return entry.name === name ? [full] : [];
  });
}

/** The URL a file serves: route groups dropped, each [segment] replaced by its sample. */
function routeOf(file: string): RoomRoute {
  const params: Record<string, string> = {};
  const segments = path
    .relative(APP, path.dirname(file))
    .split(path.sep)
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) => {
      const dynamic = segment.match(/^\[(.+)\]$/)?.[1];
      if (!dynamic) return segment;
      const sample = SAMPLES[dynamic];
      if (sample === undefined)
        throw new Error(
          `${file}: no sample value for [${dynamic}]; add one to tests/helpers/room-routes.ts`,
        );
      params[dynamic] = sample;
      return sample;
    });
  return { file, path: `/${segments.join('/')}`, params };
}

const sorted = <T extends { path: string }>(routes: T[]) =>
  routes.sort((a, b) => a.path.localeCompare(b.path));

/** Every page.tsx of the room. */
export const roomPages = (): RoomRoute[] =>
  sorted(ROOM_DIRS.flatMap((dir) => filesNamed(dir, 'page.tsx')).map(routeOf));

/** Every exported method of every route.ts of the room, read from its source. */
export const roomApis = (): (RoomRoute & { method: HttpMethod })[] =>
  sorted(
    ROOM_DIRS.flatMap((dir) => filesNamed(dir, 'route.ts')).flatMap((file) => {
      const source = fs.readFileSync(file, 'utf8');
      const methods = HTTP_METHODS.filter((m) =>
        new RegExp(`export\\s+(?:const|(?:async\\s+)?function)\\s+${m}\\b`).test(source),
      );
      if (methods.length === 0) throw new Error(`${file}: no exported HTTP method found`);
      return methods.map((method) => ({ ...routeOf(file), method }));
    }),
  );
