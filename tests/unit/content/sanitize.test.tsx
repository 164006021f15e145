// Runs in the jsdom project: DOMPurify's browser build there is the same sanitiser the server runs through isomorphic-dompurify
// (the node project cannot load isomorphic-dompurify's ESM-only jsdom dependencies yet).
import { sanitizeHtml } from '@/lib/markdown/sanitize';
import { policyBodyHtml } from '@/lib/markdown/policy-html';

describe('sanitizeHtml (hostile input)', () => {
  it.each([
    ['script tags', '<p>Hej</p><script>alert(1)</script>', '<p>Hej</p>'],
    ['script split over lines', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['event handler attributes', '<p onclick="alert(1)" onmouseover="x()">Tekst</p>', '<p>Tekst</p>'],
    ['javascript: links', '<a href="javascript:alert(1)">klik</a>', '<a>klik</a>'],
    ['obfuscated javascript: links', '<a href="  JaVa&#x09;ScRiPt:alert(1)">klik</a>', '<a>klik</a>'],
    ['data: links', '<a href="data:text/html;base64,PHNjcmlwdD4=">klik</a>', '<a>klik</a>'],
    ['data: images', '<img src="data:image/svg+xml;base64,PHN2Zz4=" onerror="alert(1)">', ''],
    ['iframes and styles', '<iframe src="https://evil.example"></iframe><style>*{}</style><p style="color:red">x</p>', '<p>x</p>'],
    ['svg with handlers', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', ''],
    ['vbscript and file links', '<a href="vbscript:msgbox(1)">a</a><a href="file:///etc/passwd">b</a>', '<a>a</a><a>b</a>'],
  ])('strips %s', (_, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('keeps allowed markup and the spec protocols, opening external links safely', () => {
    expect(sanitizeHtml('<h3>Titel</h3><p><strong>fed</strong> <em>kursiv</em></p><ul><li>punkt</li></ul>')).toBe(
      '<h3>Titel</h3><p><strong>fed</strong> <em>kursiv</em></p><ul><li>punkt</li></ul>',
    );
    expect(sanitizeHtml('<a href="https://www.dst.dk">DST</a>')).toBe('<a href="https://www.dst.dk" target="_blank" rel="noopener noreferrer">DST</a>');
    for (const href of ['mailto:a@b.dk', 'xmpp:a@b.dk', 'irc://irc.libera.chat/x', 'ircs://irc.libera.chat/x', '/politik', '#top']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
    expect(sanitizeHtml('<a href="ftp://example.dk/x">ftp</a>')).toBe('<a>ftp</a>');
  });
});

describe('policyBodyHtml', () => {
  it('turns ### sections, lists, bold and line breaks into HTML', () => {
    expect(policyBodyHtml('Første linje\nanden linje\n\n### Afsnit\n- a\n- **b**')).toBe(
      '<p>Første linje<br>anden linje</p>\n<h3>Afsnit</h3>\n<ul><li>a</li><li><strong>b</strong></li></ul>',
    );
  });

  it('converts only safe markdown links and still sanitises raw HTML in the body', () => {
    const html = policyBodyHtml('[ok](https://kl.dk) [ond](javascript:alert(1)) [data](data:text/html,x)\n\n<script>alert(1)</script><b onclick="x">fed</b>');
    expect(html).toContain('<a href="https://kl.dk" target="_blank" rel="noopener noreferrer">ok</a>');
    expect(html).not.toMatch(/javascript:|data:|<script|onclick/i);
    expect(html).toContain('<b>fed</b>');
  });

  it('cannot break out of the href attribute', () => {
    const html = policyBodyHtml('[x](https://a.dk/"onmouseover="alert(1))');
    const link = new DOMParser().parseFromString(html, 'text/html').querySelector('a');
    expect(link?.getAttributeNames().sort()).toEqual(['href', 'rel', 'target']);
  });
});
