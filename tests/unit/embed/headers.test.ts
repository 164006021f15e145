import { FRAME_ANCESTORS_NONE, frameAncestors, framingHeaderRules } from '@/lib/embed/headers.js';
import { site } from '@/lib/site';

describe('embed framing headers', () => {
  it('lists the allowed origins of the site config', () => {
    expect(frameAncestors(site.embed.allowedOrigins)).toBe(
      'frame-ancestors https://lyngbaek-lokalavis.example https://borgerforeningen-lyngbaek.example http://localhost:3000 http://localhost:5173',
    );
  });

  it('reduces entries to their origin and drops anything that could add a directive', () => {
    expect(
      frameAncestors([
        'https://a.example/some/path?x=1',
        'https://a.example',
        "https://b.example; script-src 'unsafe-inline'",
        'javascript:alert(1)',
        '*',
        'not a url',
      ]),
    ).toBe('frame-ancestors https://a.example');
  });

  it("falls back to 'none' when no origin is usable", () => {
    expect(frameAncestors(['ftp://x.example'])).toBe(FRAME_ANCESTORS_NONE);
    expect(FRAME_ANCESTORS_NONE).toBe("frame-ancestors 'none'");
  });

  it('puts /embed after the catch-all so its entry wins (Next: last match per key)', () => {
    const rules = framingHeaderRules(['http://localhost:5173']);
    expect(rules.map((r) => r.source)).toEqual(['/:path*', '/embed']);
    const csp = (i: number) =>
      rules[i]!.headers.find((h) => h.key === 'Content-Security-Policy')!.value;
    expect(csp(0)).toBe(
      "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
    expect(csp(1)).toBe(
      "frame-ancestors http://localhost:5173; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
    const corp = (i: number) =>
      rules[i]!.headers.find((h) => h.key === 'Cross-Origin-Resource-Policy')!.value;
    expect([corp(0), corp(1)]).toEqual(['same-origin', 'cross-origin']);
    expect(JSON.stringify(rules)).not.toMatch(/X-Frame-Options/i);
  });
});
