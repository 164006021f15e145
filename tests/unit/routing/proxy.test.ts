import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { NextRequest } from 'next/server';

// A build output of our own, so the test does not depend on (or touch) .next; lib/env.js reads it when first
// imported, hence the dynamic imports below.
const distDir = `.next-proxy-test-${process.pid}`;
process.env.NEXT_DIST_DIR = distDir;
// The site as SITE_URL names it: where the proxy may fetch a not-found page the build output lacks (issue 34).
const sitePaths: string[] = [];
const siteServer = http.createServer((req, res) => {
  sitePaths.push(req.url ?? '');
  res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Playbook ikke fundet</h1>');
});
await new Promise<void>((resolve) => siteServer.listen(0, '127.0.0.1', resolve));
process.env.SITE_URL = `http://127.0.0.1:${(siteServer.address() as AddressInfo).port}`;
const { testDbPerFile } = await import('../../helpers/db');
const { config, proxy } = await import('@/proxy');
const { notFoundKinds } = await import('@/lib/content/not-found-kind');

testDbPerFile();
const folder = path.join(process.cwd(), distDir, 'server', 'app', 'ikke-fundet');
beforeAll(() => {
  fs.mkdirSync(folder, { recursive: true });
  // No playbook page in this build output: that state must come from the site itself (as on Vercel or in next dev).
  for (const kind of notFoundKinds.filter((k) => k !== 'playbook'))
    fs.writeFileSync(path.join(folder, `${kind}.html`), `<h1>${kind} ikke fundet</h1>`);
});
afterAll(async () => {
  fs.rmSync(path.join(process.cwd(), distDir), { recursive: true, force: true });
  await new Promise((resolve) => siteServer.close(resolve));
});

const request = (pathname: string, init?: RequestInit) =>
  new NextRequest(
    new URL(pathname, 'http://127.0.0.1:3000'),
    init as ConstructorParameters<typeof NextRequest>[1],
  );
// NextResponse.rewrite marks its response with this header; the proxy must never produce one.
const rewriteOf = (response: Response) => response.headers.get('x-middleware-rewrite');

describe('proxy.ts', () => {
  it.each([
    ['/politik/findes-ikke', 'tema'],
    ['/politik/digitalisering/findes-ikke', 'politik'],
    ['/cases/findes-ikke', 'case'],
    ['/kandidater/findes-ikke', 'kandidat'],
    ['/nyhedsbrev/findes-ikke', 'nyhedsbrev'],
  ])('answers %s itself: 404 with the pre-rendered %s page, no rewrite', async (pathname, kind) => {
    const response = await proxy(request(pathname));
    expect(response.status).toBe(404);
    expect(rewriteOf(response)).toBeNull();
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(`<h1>${kind} ikke fundet</h1>`);
  });

  // Issue 34, item 10: the Host header is the client's to choose; the page comes from SITE_URL, never from it.
  it("fetches a page missing from the build output from SITE_URL, never from the request's Host, without a rewrite", async () => {
    const hostPaths: string[] = [];
    const host = http.createServer((req, res) => {
      hostPaths.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>');
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = host.address() as AddressInfo;
      sitePaths.length = 0;
      const response = await proxy(
        new NextRequest(`http://127.0.0.1:${port}/ai/playbooks/findes-ikke`),
      );
      expect(response.status).toBe(404);
      expect(rewriteOf(response)).toBeNull();
      expect(await response.text()).toBe('<h1>Playbook ikke fundet</h1>');
      expect(sitePaths).toEqual(['/ikke-fundet/playbook']);
      expect(hostPaths).toEqual([]);
    } finally {
      await new Promise((resolve) => host.close(resolve));
    }
  });

  it.each([
    '/cases',
    '/cases/ai-byggesag',
    '/politik',
    '/ikke-fundet/andet',
    '/kandidater/portraet.png',
    '/nyhedsbrev/2026-10-byraadet-og-ventetider',
    '/nyhedsbrev/2026-10-byraadet-og-ventetider/opengraph-image-abc123',
  ])('passes %s on unchanged', async (pathname) => {
    const response = await proxy(request(pathname));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(rewriteOf(response)).toBeNull();
  });

  it('handles the unsubscribe POST itself with an absolute 303 target', async () => {
    const response = await proxy(
      request('/nyhedsbrev/afmeld', {
        method: 'POST',
        body: 'token=forkert',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(response.status).toBe(303);
    expect(rewriteOf(response)).toBeNull();
    // NextRequest names the host localhost (the normalisation behind #94745); Next makes same-origin targets relative.
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.pathname + location.search).toBe('/nyhedsbrev/afmeld?status=ugyldig');
  });

  it('gives the unsubscribe GET a nonce policy and passes it on', async () => {
    const response = await proxy(request('/nyhedsbrev/afmeld?token=x'));
    expect(response.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'nonce-[^']+'/,
    );
    expect(rewriteOf(response)).toBeNull();
  });

  it('gives the newsletter preferences GET a nonce policy and passes it on', async () => {
    const response = await proxy(request('/nyhedsbrev/indstillinger?token=x'));
    expect(response.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'nonce-[^']+'/,
    );
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(rewriteOf(response)).toBeNull();
  });

  // The other public pages rendered per request never got the build's hashed policy (only pre-rendered pages do); each
  // had no script-src at all until the proxy gave it this one.
  it.each([
    '/nyhedsbrev/bekraeft?token=x',
    '/moed-os/bekraeft?token=x',
    '/bliv-frivillig/bekraeft?token=x',
    '/mine-vagter?token=x',
    '/valgaften',
  ])('gives %s a fresh nonce policy that frames nothing and passes it on', async (path) => {
    const first = await proxy(request(path));
    const second = await proxy(request(path));
    const csp = first.headers.get('content-security-policy')!;
    expect(csp).toMatch(/default-src 'self'; script-src 'self' 'nonce-[^']+'; /);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)[^;]*;.*style-src|script-src[^;]*unsafe/);
    expect(second.headers.get('content-security-policy')).not.toBe(csp);
    expect(first.headers.get('x-middleware-next')).toBe('1');
    expect(rewriteOf(first)).toBeNull();
  });

  it('matches only the editor, the room, the detail routes and the pages rendered per request, never /ikke-fundet (which it may fetch)', () => {
    expect(config.matcher).toEqual([
      '/keystatic',
      '/keystatic/:path*',
      '/api/keystatic/:path*',
      '/kampagne',
      '/kampagne/:path*',
      '/api/kampagne/:path*',
      '/nyhedsbrev/afmeld',
      '/nyhedsbrev/:path+',
      '/bliv-frivillig/bekraeft',
      '/mine-vagter',
      '/valgaften',
      '/politik/:path+',
      '/cases/:path+',
      '/kandidater/:path+',
      '/ai/playbooks/:path+',
      '/nyheder/:path+',
      '/moed-os/:path+',
    ]);
  });

  it.each(['/kampagne', '/kampagne/indbakke', '/api/kampagne/lister/nyhedsbrev/csv'])(
    'gives %s the room policy with a fresh nonce, noindex and no-store',
    async (pathname) => {
      const first = await proxy(request(pathname));
      const second = await proxy(request(pathname));
      const csp = first.headers.get('content-security-policy')!;
      expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'; /);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(second.headers.get('content-security-policy')).not.toBe(csp);
      expect(first.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(first.headers.get('cache-control')).toBe('no-store');
      expect(rewriteOf(first)).toBeNull();
    },
  );

  it.each(['/keystatic', '/keystatic/collection/news', '/api/keystatic/tree'])(
    'gives %s the editor policy: a fresh nonce, inline styles, no GitHub without GitHub mode, noindex',
    async (pathname) => {
      const first = await proxy(request(pathname));
      const second = await proxy(request(pathname));
      const csp = first.headers.get('content-security-policy')!;
      expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'; /);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("connect-src 'self';");
      expect(csp).not.toContain('github');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(second.headers.get('content-security-policy')).not.toBe(csp);
      expect(first.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(first.headers.get('cache-control')).toBe('no-store');
      expect(rewriteOf(first)).toBeNull();
    },
  );
});
