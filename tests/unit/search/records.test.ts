import sitemap from '@/app/sitemap';
import { siteUrl } from '@/lib/seo';
import { getCandidates } from '@/lib/content/candidates';
import { getCases } from '@/lib/content/cases';
import { getNews, newsPath } from '@/lib/content/news';
import { getPlaybooks } from '@/lib/content/playbooks';
import { getPolicies, policyPath } from '@/lib/content/policies';
import { getPolicyAreas } from '@/lib/content/policy-areas';
import { getThemes } from '@/lib/content/themes';
import { recordHtml } from '@/lib/search/build-index';
import { plainText } from '@/lib/search/plain-text';
import { searchRecords } from '@/lib/search/records';
import { searchTypes } from '@/lib/search/types';
import { getEvents } from '@/lib/content/events';
import { getArchivedNewsletters, newsletterPath } from '@/lib/content/newsletters';

const records = searchRecords();
const byUrl = new Map(records.map((r) => [r.url, r]));

// Listing and tool pages whose items are indexed one by one; the embed widget is for partner sites.
const notIndexed = [
  '/',
  '/ai',
  '/cases',
  '/kpi',
  '/kandidater',
  '/kontakt',
  '/embed/docs',
  '/nyheder',
  '/nyhedsbrev',
];
// The news list's later pages only repeat the posts' summaries.
const isListPage = (path: string) => notIndexed.includes(path) || path.startsWith('/nyheder/side/');

describe('search records', () => {
  test('every public content page of the sitemap is in the index, each once', () => {
    const paths = sitemap().map(
      (entry) => decodeURI(entry.url.replace(siteUrl.replace(/\/$/, ''), '')) || '/',
    );
    const expected = paths.filter((p) => !isListPage(p)).sort();
    expect(records.map((r) => r.url).sort()).toEqual(expected);
    expect(byUrl.size).toBe(records.length);
  });

  test('nothing outside public content: no embed, not-found or preview addresses', () => {
    for (const record of records) {
      expect(record.url).toMatch(
        /^\/(politik|cases|kandidater|ai\/playbooks|vision|privatliv|nyheder|nyhedsbrev|bliv-frivillig|stoet-os|moed-os|stem|en)(\/|$)/,
      );
      expect(record.url).not.toMatch(/embed|ikke-fundet|preview|draft/);
    }
    const text = JSON.stringify(records);
    for (const chrome of [
      'Spring til indhold',
      'Hovedmenu',
      'ikke fundet',
      'Oops! Page not found',
      'Genveje',
    ])
      expect(text).not.toContain(chrome);
  });

  test.each([
    ['Politik', () => [...getPolicyAreas(), ...getThemes()].map((x) => `/politik/${x.slug}`)],
    ['Forslag', () => getPolicies().map(policyPath)],
    ['Case', () => getCases().map((c) => `/cases/${c.slug}`)],
    ['Kandidat', () => getCandidates().map((c) => `/kandidater/${c.slug}`)],
    ['Playbook', () => getPlaybooks().map((p) => `/ai/playbooks/${p.slug}`)],
    [
      'Side',
      () => [
        '/politik',
        '/vision',
        '/privatliv',
        '/bliv-frivillig',
        '/stoet-os',
        '/moed-os',
        '/stem',
        '/en',
        '/en/vote',
      ],
    ],
    ['Nyhed', () => getNews().map(newsPath)],
    ['Arrangement', () => getEvents().map((e) => `/moed-os/${e.slug}`)],
    ['Nyhedsbrev', () => getArchivedNewsletters().map((n) => newsletterPath(n.slug))],
  ] as const)('type %s holds exactly its pages', (type, urls) => {
    expect(
      records
        .filter((r) => r.type === type)
        .map((r) => r.url)
        .sort(),
    ).toEqual([...urls()].sort());
  });

  test('every record has a title, a known type and text', () => {
    for (const record of records) {
      expect(searchTypes).toContain(record.type);
      expect(record.title.trim()).not.toBe('');
      expect(record.sections.map((s) => s.text).join(' ').length).toBeGreaterThan(40);
    }
  });

  test('index HTML escapes content and carries the type as meta and filter', () => {
    const html = recordHtml({
      url: '/x',
      title: 'A <script>alert(1)</script> & "b"',
      type: 'Case',
      sections: [{ heading: '<b>', text: 'x < y\n\nz' }],
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<h1>A &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;b&quot;</h1>');
    expect(html).toContain('<h2>&lt;b&gt;</h2><p>x &lt; y</p><p>z</p>');
    expect(html).toContain('data-pagefind-meta="type:Case" data-pagefind-filter="type:Case"');
  });
});

describe('plainText', () => {
  test.each([
    ['### Overskrift\n\nTekst med **fed** og *kursiv*.', 'Overskrift\n\nTekst med fed og kursiv.'],
    ['Se [kilden](https://example.com/x) nu', 'Se kilden nu'],
    ['- punkt et\n- punkt to', 'punkt et\npunkt to'],
    ['1. første\n2. anden', 'første\nanden'],
    ['<script>alert(1)</script>Hej', 'alert(1) Hej'],
  ])('%j → %j', (input, expected) => {
    expect(plainText(input)).toBe(expected);
  });
});
