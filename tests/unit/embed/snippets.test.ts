import { buildEmbedUrl, buildSnippets, cssLength } from '@/lib/embed/snippets';

const options = {
  origin: 'https://site.example/',
  lang: 'en',
  primaryColor: 'hsl(10, 20%, 30%)',
  width: '100%',
  height: '600',
};

describe('embed snippets', () => {
  it('builds the widget URL from origin, language and colour', () => {
    expect(buildEmbedUrl(options)).toBe(
      'https://site.example/embed?lang=en&primaryColor=hsl(10%2C+20%25%2C+30%25)',
    );
    expect(new URL(buildEmbedUrl(options)).searchParams.get('primaryColor')).toBe(
      'hsl(10, 20%, 30%)',
    );
  });

  it('reads a bare number as pixels and keeps other lengths as typed', () => {
    expect(cssLength('600')).toBe('600px');
    expect(cssLength(' 100% ')).toBe('100%');
    expect(cssLength('40rem')).toBe('40rem');
  });

  it('gives a titled, lazy iframe in the basic and responsive snippets', () => {
    const { url, basic, responsive } = buildSnippets(options);
    const src = url.replace(/&/g, '&amp;');
    expect(basic).toBe(
      `<iframe src="${src}" title="Responsible AI in practice" loading="lazy" style="display:block;border:0;width:100%;height:600px"></iframe>`,
    );
    expect(responsive).toContain('<div style="width:100%;max-width:100%">');
    expect(responsive).toContain('style="display:block;border:0;width:100%;height:600px"');
  });

  it('gives a loader snippet with data attributes, the script from the same origin and a noscript iframe', () => {
    const { loader, basic } = buildSnippets({ ...options, lang: 'da', width: '480', height: 700 });
    expect(loader).toContain(
      '<div data-campaign-widget data-lang="da" data-primary-color="hsl(10, 20%, 30%)" data-width="480px" data-height="700px"></div>',
    );
    expect(loader).toContain('<script src="https://site.example/embed.js" async></script>');
    expect(loader).toContain(`<noscript>${basic}</noscript>`);
    expect(basic).toContain('title="Ansvarlig AI i praksis"');
  });

  it('escapes quotes so typed values cannot break out of an attribute', () => {
    const { loader } = buildSnippets({ ...options, width: '1"><script>', primaryColor: '"x' });
    expect(loader).not.toContain('"><script>');
    expect(loader).toContain('data-primary-color="&quot;x"');
  });
});
