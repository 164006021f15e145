import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runModule } from './run-module';

// scripts/lib/floor-config.mjs writes the next.config.mjs of bench:floor's hello-world apps; load what it writes as
// Next would (an ES module's default export) and read the config back.
const loaded = (options: string) => {
  const text = runModule(
    './scripts/lib/floor-config.mjs',
    `console.log(JSON.stringify(m.floorNextConfig(${options})));`,
  ) as string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-config-'));
  const file = path.join(dir, 'next.config.mjs');
  fs.writeFileSync(file, text);
  try {
    return runModule(
      file,
      'const c = m.default; const headers = c.headers ? await c.headers() : null;' +
        ' console.log(JSON.stringify({ root: c.turbopack.root, headers }));',
    ) as {
      root: string;
      headers: { source: string; headers: { key: string; value: string }[] }[] | null;
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

describe('the floor apps’ next.config', () => {
  it('sends no header of its own by default: the issue’s floor is a bare hello-world app', () => {
    expect(loaded("{ root: '/' }")).toEqual({ root: '/', headers: null });
  });

  it('with siteHeaders, sends the site’s production security headers on every path, COOP among them', () => {
    const { root, headers } = loaded("{ root: '/', siteHeaders: true }");
    expect(root).toBe('/');
    expect(headers).toHaveLength(1);
    expect(headers![0]!.source).toBe('/:path*');
    const sent = Object.fromEntries(headers![0]!.headers.map((h) => [h.key, h.value]));
    expect(sent['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(sent['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(sent['X-Content-Type-Options']).toBe('nosniff');
  });
});
