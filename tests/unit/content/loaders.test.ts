import { getPolicies, getPolicy, getRelatedPolicies, policyPath } from '@/lib/content/policies';
import { getPolicyArea, getPolicyAreas, introExcerpt, policyAreaSlugs, resolveAreaSlug } from '@/lib/content/policy-areas';
import { getTheme, getThemes } from '@/lib/content/themes';
import { bareTokenIssues, getPage, fillTokens } from '@/lib/content/pages';
import { politikRoutes } from '@/lib/content/politik-routes';
import { legacyPolitikSlugs, relatedAreaAliases } from '@/lib/content/politik-redirects.js';
import { formatDanishDate } from '@/lib/format/danish-date';

describe('policy areas', () => {
  it('loads the twelve areas in the spec order with 3–6 cards each', () => {
    const areas = getPolicyAreas();
    expect(areas.map((a) => a.slug)).toEqual([...policyAreaSlugs]);
    for (const area of areas) {
      expect(area.highlights.length).toBeGreaterThanOrEqual(3);
      expect(area.highlights.length).toBeLessThanOrEqual(6);
    }
  });

  it('keeps the spec related links as written and resolves each to a real area', () => {
    expect(getPolicyArea('okonomi-styring')?.related).toEqual(['digitalisering', 'klima-energi']);
    expect(getPolicyArea('tryghed-forebyggelse')?.related).toEqual(['foreningsliv', 'born-unge']);
    for (const area of getPolicyAreas()) for (const slug of area.related) expect(getPolicyArea(resolveAreaSlug(slug))).toBeDefined();
  });

  it('cuts the carousel excerpt at 200 characters', () => {
    const intro = getPolicyArea('digitalisering')!.intro;
    expect(intro.length).toBeGreaterThan(200);
    expect(introExcerpt(intro)).toBe(`${intro.slice(0, 200).trimEnd()}…`);
    expect(introExcerpt('Kort tekst')).toBe('Kort tekst');
  });
});

describe('themes', () => {
  it('have slugs distinct from the areas and from every redirect', () => {
    const taken = new Set([...policyAreaSlugs, ...Object.keys(legacyPolitikSlugs), ...Object.keys(relatedAreaAliases)]);
    expect(getThemes().length).toBeGreaterThanOrEqual(3);
    for (const theme of getThemes()) expect(taken.has(theme.slug)).toBe(false);
    expect(getTheme('ansvarlig-ai')?.title).toBe('Ansvarlig AI');
    expect(getTheme('findes-ikke')).toBeUndefined();
  });
});

describe('policies', () => {
  it('loads six policies with ISO dates, newest first, and a category route', () => {
    const policies = getPolicies();
    expect(policies).toHaveLength(6);
    expect(policies.map((p) => p.last_updated)).toEqual([...policies.map((p) => p.last_updated)].sort().reverse());
    const policy = getPolicy('ansvarlig-ai-i-sagsbehandlingen')!;
    expect(policy.last_updated).toBe('2025-03-14');
    expect(policyPath(policy)).toBe('/politik/digitalisering-og-ai/ansvarlig-ai-i-sagsbehandlingen');
  });

  it('relates policies by category slug, never to themselves', () => {
    const policy = getPolicy('ansvarlig-ai-i-sagsbehandlingen')!;
    expect(getRelatedPolicies(policy).map((p) => p.slug)).toEqual(['digital-borgerservice-for-alle']);
  });

  it('shows sources only where the content has them', () => {
    const proposals = getPolicy('ansvarlig-ai-i-sagsbehandlingen')!.proposals;
    expect(proposals[0]!.sources).toEqual(['Digitaliseringsstyrelsen', 'Datatilsynet']);
    expect(proposals[2]!.sources).toBeUndefined();
  });
});

describe('pages and routes', () => {
  it('fills site tokens and leaves unknown braces alone', () => {
    const values = { email: 'a@b.dk', phone: '1', party: 'P', municipality: 'M', listebogstav: 'L' };
    expect(fillTokens('Skriv til {email} om {ukendt}', values)).toBe('Skriv til a@b.dk om {ukendt}');
    // In an MDX body the editor writes a token with its brace escaped; the backslash goes with it.
    expect(fillTokens('Skriv til \\{email} eller \\{party\\} om \\{ukendt}', values)).toBe('Skriv til a@b.dk eller P om \\{ukendt}');
    expect(getPage('privatliv').body).toContain('\\{email}');
  });

  it('reports a known token written bare in a body, which the editor cannot open', () => {
    expect(bareTokenIssues('Skriv til \\{email} eller {phone}; {ukendt} er en anden fejl', 'x.mdx')).toEqual([
      { file: 'x.mdx', field: 'body', find: '{phone}', message: 'Skriv \\{phone} (med \\ foran) i brødteksten – ellers kan redaktøren ikke åbne filen' },
    ]);
  });

  it('lists every politik page and /privatliv for the sitemap', () => {
    const routes = politikRoutes();
    expect(routes).toHaveLength(1 + 12 + getThemes().length + 6 + 1);
    expect(routes).toContain('/politik/klima-miljo-energi');
    expect(routes).toContain('/privatliv');
  });

  it('formats dates in Danish', () => {
    expect(formatDanishDate('2025-03-14')).toBe('14. marts 2025');
  });
});
