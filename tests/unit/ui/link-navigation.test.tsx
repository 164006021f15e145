import { render } from '@testing-library/react';
import Link from '@/components/ui/link';
import { navigationTarget } from '@/components/ui/use-link-navigation';

// Issue 48: the site's links are plain <a> elements; one delegated listener navigates them on the client. Which click
// it takes decides whether the reader gets a client navigation or what the browser does with the link.
describe('navigationTarget: the path a click on a site link opens on the client, or nothing', () => {
  // jsdom's own location, on the page the reader is on: links resolve against it as in a browser.
  beforeAll(() => window.history.replaceState(null, '', '/privatliv'));
  const here = window.location;
  const click = (html: string, init: MouseEventInit = {}, pick = 'a') => {
    document.body.innerHTML = html;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    document.body.querySelector(pick)!.dispatchEvent(event);
    return event;
  };
  afterEach(() => (document.body.innerHTML = ''));

  it('gives the path, query and fragment of a marked link, clicked on it or inside it', () => {
    expect(
      navigationTarget(click('<a data-link href="/politik/miljoe?x=1#mål">Miljø</a>'), here),
    ).toBe('/politik/miljoe?x=1#m%C3%A5l');
    expect(
      navigationTarget(
        click('<a data-link href="/kandidater"><span>Kandidater</span></a>', {}, 'span'),
        here,
      ),
    ).toBe('/kandidater');
  });

  it('navigates to the page the reader is on, as next/link did, but leaves its anchors to the browser', () => {
    expect(navigationTarget(click('<a data-link href="/privatliv">Privatliv</a>'), here)).toBe(
      '/privatliv',
    );
    expect(
      navigationTarget(click('<a data-link href="/privatliv#slet">Slet</a>'), here),
    ).toBeNull();
    expect(navigationTarget(click('<a data-link href="#slet">Slet</a>'), here)).toBeNull();
  });

  it('leaves an unmarked link to the browser (a footer shortcut, a file)', () => {
    expect(navigationTarget(click('<a href="/kontakt">Kontakt</a>'), here)).toBeNull();
    expect(navigationTarget(click('<a href="/kalender.ics">Kalender</a>'), here)).toBeNull();
  });

  it('leaves a new tab, a download and another origin to the browser', () => {
    expect(
      navigationTarget(click('<a data-link target="_blank" href="/x">x</a>'), here),
    ).toBeNull();
    expect(navigationTarget(click('<a data-link download href="/x.ics">x</a>'), here)).toBeNull();
    expect(
      navigationTarget(click('<a data-link href="https://example.org/x">x</a>'), here),
    ).toBeNull();
    expect(navigationTarget(click('<a data-link target="_self" href="/x">x</a>'), here)).toBe('/x');
  });

  // A Link's href can come from content a volunteer edits: nothing but a path of this site reaches router.push.
  it('leaves a script, another scheme and a protocol-relative or backslashed host to the browser', () => {
    const hrefs = [
      'javascript:alert(1)',
      '//evil.example/x',
      'https://evil.example/',
      'data:text/html,x',
      'mailto:a@b.dk',
      '/\\evil.example',
    ];
    const taken = hrefs.map((href) => [
      href,
      navigationTarget(click(`<a data-link href="${href}">x</a>`), here),
    ]);
    expect(taken).toEqual(hrefs.map((href) => [href, null]));
  });

  it('leaves a click with a modifier key or another button to the browser (new tab, new window, download)', () => {
    for (const init of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ])
      expect(navigationTarget(click('<a data-link href="/x">x</a>', init), here)).toBeNull();
  });

  it('leaves a click a handler already cancelled, and a click that reached no element', () => {
    document.body.innerHTML = '<a data-link href="/x">x</a>';
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    event.preventDefault();
    document.body.querySelector('a')!.dispatchEvent(event);
    expect(navigationTarget(event, here)).toBeNull();
    const lost = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.dispatchEvent(lost);
    expect(navigationTarget(lost, here)).toBeNull();
  });
});

describe('Link: a plain anchor marked for client navigation and, unless the caller chose otherwise, prefetch', () => {
  it('marks a link without a prefetch prop for both listeners', () => {
    expect(render(<Link href="/kandidater">Kandidater</Link>).container.innerHTML).toBe(
      '<a data-link="" data-prefetch="" href="/kandidater">Kandidater</a>',
    );
  });

  it('leaves a link with prefetch={false} out of prefetching, not out of client navigation', () => {
    expect(
      render(
        <Link href="/kontakt" prefetch={false}>
          Kontakt
        </Link>,
      ).container.innerHTML,
    ).toBe('<a data-link="" href="/kontakt">Kontakt</a>');
  });
});
