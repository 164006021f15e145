import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLdScript } from 'next-seo';
import { PolicyArticleJsonLd } from '@/components/seo/article-json-ld';
import { BreadcrumbListJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { CandidateJsonLd } from '@/components/seo/profile-json-ld';
import { getCandidates } from '@/lib/content/candidates';
import { getPolicies } from '@/lib/content/policies';

// Every way HTML ends a script element from inside it: the end tag with '>', whitespace or '/', any case, and comments.
const hostile = 'Før </script><b>x</b> </script > </SCRIPT/ <!-- <script> --> efter';

/** The JSON text inside each <script type="application/ld+json"> of the markup, as the HTML parser would cut it. */
const scriptTexts = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script/gi)].map(
    (m) => m[1]!,
  );

describe('JSON-LD escaping', () => {
  it('next-seo alone leaves "</script >" unescaped (why components/seo escapes every "<" itself)', () => {
    const html = renderToStaticMarkup(
      createElement(JsonLdScript, { data: { name: hostile }, scriptKey: 'x' }),
    );
    expect(html).toContain('</script >');
  });

  it('a policy whose text contains script end tags stays one script element and parses back to the same text', () => {
    const policy = { ...getPolicies()[0]!, title: hostile, summary: `Resumé ${hostile}` };
    const html = renderToStaticMarkup(createElement(PolicyArticleJsonLd, { policy }));
    const texts = scriptTexts(html);
    expect(texts).toHaveLength(1);
    expect(texts[0]).not.toContain('<');
    expect(html.endsWith('</script>')).toBe(true);
    const data = JSON.parse(texts[0]!);
    expect(data.headline).toBe(hostile);
    expect(data.description).toBe(`Resumé ${hostile}`);
  });

  it('breadcrumb names and candidate fields are escaped the same way', () => {
    const candidate = { ...getCandidates()[0]!, name: hostile, title: hostile };
    const html = renderToStaticMarkup(
      createElement(
        'div',
        null,
        createElement(BreadcrumbListJsonLd, { items: [{ name: hostile, path: '/' }] }),
        createElement(CandidateJsonLd, { candidate }),
      ),
    );
    const texts = scriptTexts(html);
    expect(texts).toHaveLength(2);
    for (const text of texts) expect(text).not.toContain('<');
    expect(JSON.parse(texts[0]!).itemListElement[0].name).toBe(hostile);
    expect(JSON.parse(texts[1]!).mainEntity).toMatchObject({
      '@type': 'Person',
      name: hostile,
      jobTitle: hostile,
    });
  });
});

describe('JSON-LD shapes built through next-seo', () => {
  it('a policy article: headline, absolute OG image, ISO date, the party as author and publisher, Danish', () => {
    const policy = getPolicies()[0]!;
    const [text] = scriptTexts(
      renderToStaticMarkup(createElement(PolicyArticleJsonLd, { policy })),
    );
    const data = JSON.parse(text!);
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: policy.title,
      dateModified: policy.last_updated,
      inLanguage: 'da-DK',
    });
    expect(data.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(decodeURI(data.image)).toMatch(
      new RegExp(
        `^https?://[^/]+/politik/${policy.categorySlug}/${policy.slug}/opengraph-image-[a-z0-9]{1,6}$`,
      ),
    );
    for (const who of [data.author, data.publisher])
      expect(who).toMatchObject({
        '@type': 'Organization',
        name: expect.any(String),
        url: expect.stringMatching(/^https?:\/\//),
      });
  });

  it('a breadcrumb numbers its items from 1 and makes every path absolute', () => {
    const [text] = scriptTexts(
      renderToStaticMarkup(
        createElement(BreadcrumbListJsonLd, {
          items: [
            { name: 'Hjem', path: '/' },
            { name: 'Cases', path: '/cases' },
          ],
        }),
      ),
    );
    const data = JSON.parse(text!);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement.map((i: { position: number }) => i.position)).toEqual([1, 2]);
    expect(data.itemListElement[1].item).toMatch(/^https?:\/\/[^/]+\/cases$/);
  });

  it('a candidate without social links gets no sameAs; one with links gets exactly those', () => {
    const base = getCandidates()[0]!;
    const render = (links: typeof base.links) =>
      JSON.parse(
        scriptTexts(
          renderToStaticMarkup(createElement(CandidateJsonLd, { candidate: { ...base, links } })),
        )[0]!,
      ).mainEntity;
    expect(render({})).not.toHaveProperty('sameAs');
    expect(render({ website: 'https://eksempel.example/' }).sameAs).toEqual([
      'https://eksempel.example/',
    ]);
    expect(render({})).toMatchObject({
      memberOf: { '@type': 'Organization' },
      url: expect.stringMatching(/^https?:\/\/[^/]+\/kandidater\/[\w-]+$/),
    });
  });
});
