import { intentTarget } from '@/components/ui/use-intent-prefetch';

// Issue 48: the site's links prefetch when reached for. Which link an event reached decides what is prefetched.
describe('intentTarget: the page a reached-for link would open, or nothing', () => {
  const here = { origin: 'http://localhost', pathname: '/privatliv', search: '' } as Location;
  const anchor = (html: string) => {
    document.body.innerHTML = html;
    return document.body.querySelector('a')!;
  };
  afterEach(() => (document.body.innerHTML = ''));

  it('gives the path and query of a marked link, from the link or from inside it', () => {
    const a = anchor('<a data-prefetch href="/politik/miljoe?x=1"><span>Miljø</span></a>');
    expect(intentTarget(a, here)).toBe('/politik/miljoe?x=1');
    expect(intentTarget(a.querySelector('span'), here)).toBe('/politik/miljoe?x=1');
  });

  it('leaves out an unmarked link (a plain <a> loads its page in full)', () => {
    expect(intentTarget(anchor('<a href="/kontakt">Kontakt</a>'), here)).toBeNull();
  });

  it('leaves out another origin, a new tab, a download and the page the reader is on', () => {
    expect(
      intentTarget(anchor('<a data-prefetch href="https://example.org/x">x</a>'), here),
    ).toBeNull();
    expect(
      intentTarget(anchor('<a data-prefetch target="_blank" href="/x">x</a>'), here),
    ).toBeNull();
    expect(intentTarget(anchor('<a data-prefetch download href="/x.ics">x</a>'), here)).toBeNull();
    expect(intentTarget(anchor('<a data-prefetch href="/privatliv">x</a>'), here)).toBeNull();
  });

  it('gives nothing for a target that is not an element', () => {
    expect(intentTarget(null, here)).toBeNull();
    expect(intentTarget(document, here)).toBeNull();
  });
});
