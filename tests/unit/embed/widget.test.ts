import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { GET } from '@/app/embed/route';
import { EMBED_MESSAGE_TYPE } from '@/lib/embed/config';
import { embedMessages } from '@/lib/embed/i18n';
import { escapeHtml, renderWidget, type WidgetCase } from '@/lib/embed/widget-html';
import { widgetResponse } from '@/lib/embed/widget-response';

const sample = (n: number, extra: Partial<WidgetCase> = {}): WidgetCase => ({
  slug: `case-${n}`,
  title: `Case nummer ${n}`,
  department: 'Borgerservice',
  impactValue: 10 * n,
  impactUnit: '% kortere ventetid',
  hoursSavedPerMonth: 20 * n,
  ...extra,
});
const cases = Array.from({ length: 8 }, (_, i) => sample(i + 1));
const query = (q: string) => new URLSearchParams(q);
const colorRule = (html: string) => html.match(/<style>(:root\{--p:[^<]*\})<\/style>/)?.[1];
const DEFAULT_RULE = ':root{--p:hsl(222.2, 47.4%, 11.2%)}';

describe('/embed widget document', () => {
  it('shows the first six cases with impact, title, hours saved and department, and a footer link to the site', async () => {
    const html = await widgetResponse(query(''), cases).text();
    expect(html.match(/<li>/g)).toHaveLength(6);
    expect(html).toContain('Case nummer 6');
    expect(html).not.toContain('Case nummer 7');
    expect(html).toContain('<span class="n">30</span> % kortere ventetid');
    expect(html).toContain('60 t/md');
    expect(html).toContain('<dd>Borgerservice</dd>');
    expect(html).toMatch(
      /<footer>.*href="https:\/\/[^"]+\/cases" target="_blank" rel="noopener">Se alle cases hos Fremtidslisten Lyngbæk Kommune/,
    );
  });

  it('is a bare document: embed-mode body, no site header or footer, no external scripts or styles', async () => {
    const html = await widgetResponse(query(''), cases).text();
    expect(html).toContain('<body class="embed-mode">');
    expect(html).not.toMatch(/<header|<nav|<script src|<link rel="stylesheet"/);
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('translates the widget strings with lang=en and falls back to Danish for anything else', async () => {
    const en = await widgetResponse(query('lang=en'), cases).text();
    expect(en).toContain('<html lang="en">');
    expect(en).toContain(`<h1>${embedMessages.en.heading}</h1>`);
    expect(en).toContain('60 h/month');
    const fallback = await widgetResponse(query('lang=fr'), cases).text();
    expect(fallback).toContain('<html lang="da">');
    expect(fallback).toContain(`<h1>${embedMessages.da.heading}</h1>`);
  });

  it('applies a valid primaryColor and keeps the default otherwise', async () => {
    expect(colorRule(await widgetResponse(query('primaryColor=%230a7'), cases).text())).toBe(
      ':root{--p:#0a7}',
    );
    expect(
      colorRule(await widgetResponse(query('primaryColor=rgb(0,%20119,%2085)'), cases).text()),
    ).toBe(':root{--p:rgb(0, 119, 85)}');
    expect(colorRule(await widgetResponse(query(''), cases).text())).toBe(DEFAULT_RULE);
  });

  it.each([
    'red;}body{display:none',
    'url(https://evil.example/x)',
    'expression(alert(1))',
    '"#0a7"',
    "'#0a7'",
    '#0a7</style><script>alert(1)</script>',
  ])(
    'ignores the hostile primaryColor %s: the document is byte-identical to the default',
    async (hostile) => {
      const baseline = await widgetResponse(query(''), cases).text();
      const html = await widgetResponse(
        new URLSearchParams({ primaryColor: hostile }),
        cases,
      ).text();
      expect(html).toBe(baseline);
    },
  );

  it('escapes case text, so content cannot add markup', async () => {
    const html = await widgetResponse(query(''), [
      sample(1, { title: '<img src=x onerror=alert(1)>', department: 'A & "B"' }),
    ]).text();
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<dd>A &amp; &quot;B&quot;</dd>');
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('shows a dash for an impact of zero or less, as the case pages do', async () => {
    const html = await widgetResponse(query(''), [sample(1, { impactValue: 0 })]).text();
    expect(html).toContain('<span class="n">–</span>');
  });

  it('allows exactly its own inline style and script by hash in its meta policy', async () => {
    const html = await widgetResponse(query('primaryColor=%23123456'), cases).text();
    const policy =
      html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)?.[1] ?? '';
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((m) => hash(m[1]!));
    const scripts = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => hash(m[1]!));
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`style-src ${styles.join(' ')};`);
    expect(policy).toContain(`script-src ${scripts.join(' ')};`);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('posts its height with the namespaced message type the loader listens for', () => {
    const html = renderWidget({
      lang: 'da',
      primaryColor: '#000',
      cases,
      siteUrl: 'https://x.example',
      siteName: 'X',
      municipality: 'Y',
    });
    expect(html).toContain(`postMessage({type:"${EMBED_MESSAGE_TYPE}",height:h},"*")`);
    const loader = fs.readFileSync(path.join(process.cwd(), 'public/embed.js'), 'utf8');
    expect(loader).toContain(`var MESSAGE_TYPE = '${EMBED_MESSAGE_TYPE}';`);
    expect(loader).toContain(
      `da: '${embedMessages.da.heading}', en: '${embedMessages.en.heading}'`,
    );
  });

  it('is cacheable per URL and says it varies only by encoding', () => {
    const response = widgetResponse(query('lang=en'), cases);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+, s-maxage=\d+/);
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('X-Frame-Options')).toBeNull();
  });
});

describe('GET /embed with the real cases', () => {
  it('renders the first six cases of content/cases and stays under 25 KB gzip', async () => {
    for (const lang of ['da', 'en']) {
      const response = GET(new Request(`http://localhost/embed?lang=${lang}&primaryColor=%230a7`));
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html.match(/<li>/g)).toHaveLength(6);
      const gzipBytes = gzipSync(html).length;
      console.log(
        `/embed?lang=${lang}: ${Buffer.byteLength(html)} bytes raw, ${gzipBytes} bytes gzip (limit 25600)`,
      );
      expect(gzipBytes).toBeLessThanOrEqual(25 * 1024);
    }
  });
});
