import { spawnSync } from 'node:child_process';
import { parseEnv } from '@/lib/env';
import { isPreviewDeployment, previewHeaderRules } from '@/lib/preview/deployment';

describe('isPreviewDeployment', () => {
  it.each([
    [{}, false],
    [{ VERCEL_ENV: 'production' }, false],
    [{ VERCEL_ENV: 'preview' }, true],
    [{ VERCEL_ENV: 'development' }, true],
    [{ SITE_ENV: 'preview' }, true],
    [{ SITE_ENV: 'production' }, false],
    // An explicit SITE_ENV wins over what Vercel says.
    [{ SITE_ENV: 'production', VERCEL_ENV: 'preview' }, false],
    [{ SITE_ENV: 'preview', VERCEL_ENV: 'production' }, true],
  ])('%j → %s', (env, expected) => {
    expect(isPreviewDeployment(parseEnv(env))).toBe(expected);
  });

  it('rejects values lib/env.js does not know, naming the variable', () => {
    expect(() => parseEnv({ SITE_ENV: 'staging' })).toThrow(
      /SITE_ENV: must be production or preview/,
    );
    expect(() => parseEnv({ VERCEL_ENV: 'prod' })).toThrow(/VERCEL_ENV/);
    expect(parseEnv({ SITE_ENV: ' ' }).SITE_ENV).toBeUndefined();
  });

  it('adds X-Robots-Tag: noindex for every path only in a preview', () => {
    expect(previewHeaderRules(true)).toEqual([
      { source: '/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex' }] },
    ]);
    expect(previewHeaderRules(false)).toEqual([]);
  });
});

type Printed = {
  headers: { source: string; headers: { key: string; value: string }[] }[];
  robots: { rules: unknown; sitemap?: string };
  sitemapLength: number;
};

// next.config.mjs, robots.ts and sitemap.ts read the environment at import, as `next build` does: one child process per environment.
function deploymentWith(env: Record<string, string>): Printed {
  // Node leaves undefined variables out of the child's environment.
  const run = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'tests/unit/preview/print-deployment.ts'],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        VERCEL: undefined,
        VERCEL_ENV: undefined,
        SITE_ENV: undefined,
        NODE_OPTIONS: undefined,
        ...env,
      },
    },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as Printed;
}

const robotsTags = (printed: Printed) =>
  printed.headers.flatMap((rule) =>
    rule.headers.filter((h) => h.key === 'X-Robots-Tag').map((h) => `${rule.source} ${h.value}`),
  );

describe('a build with preview settings', () => {
  it.each([[{ SITE_ENV: 'preview' }], [{ VERCEL: '1', VERCEL_ENV: 'preview' }]])(
    '%j: noindex on every path, robots disallows all, empty sitemap',
    (env) => {
      const printed = deploymentWith(env);
      expect(robotsTags(printed)).toEqual(['/:path* noindex']);
      expect(printed.robots).toEqual({ rules: [{ userAgent: '*', disallow: '/' }] });
      expect(printed.sitemapLength).toBe(0);
    },
  );

  it('a production build is unchanged: no noindex header, the public robots rules and the full sitemap', () => {
    const printed = deploymentWith({ VERCEL: '1', VERCEL_ENV: 'production' });
    expect(robotsTags(printed)).toEqual([]);
    expect(printed.robots).toEqual({
      rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/ikke-fundet/', '/keystatic'] }],
      sitemap: 'https://fremtidslisten-lyngbaek.example/sitemap.xml',
      host: 'https://fremtidslisten-lyngbaek.example',
    });
    expect(printed.sitemapLength).toBeGreaterThan(40);
  });
});
