import { formatHsl, parsePrimaryColor } from '@/lib/embed/color';

describe('parsePrimaryColor (spec §5)', () => {
  it.each([
    '#0a7',
    '#0A7F',
    '#00aa7',
    '#00aa77',
    'rgb(0, 170, 119)',
    'rgb(1,2,3)',
    'hsl(222.2, 47.4%, 11.2%)',
    'hsl(0,0%,100%)',
  ])('accepts %s', (value) => {
    expect(parsePrimaryColor(value)).toBe(value);
  });

  it('trims surrounding spaces', () => {
    expect(parsePrimaryColor('  #0a7 ')).toBe('#0a7');
  });

  it.each([
    ['no value', null],
    ['a named colour', 'red'],
    ['css after a colour', 'red;}body{display:none'],
    ['css after a hex', '#0a7;}body{display:none}'],
    ['a url', 'url(https://evil.example/x.png)'],
    ['an IE expression', 'expression(alert(1))'],
    ['quotes', '"#0a7"'],
    ['a closing style tag', '#0a7</style><script>alert(1)</script>'],
    ['too many hex digits', '#0a7f0a7'],
    ['two hex digits', '#0a'],
    ['four-digit rgb parts', 'rgb(1000, 0, 0)'],
    ['rgb with two parts', 'rgb(1, 2)'],
    ['rgb with a trailing declaration', 'rgb(1,2,3);color:red'],
    ['hsl without percent signs', 'hsl(222, 47, 11)'],
    ['hsl wrapping a var()', 'hsl(var(--x), 1%, 1%)'],
    ['a newline escape', '#0a7\n}body{display:none'],
    ['an overly long value', `rgb(1, 2, 3)${' '.repeat(80)}`],
  ])('ignores %s', (_name, value) => {
    expect(parsePrimaryColor(value)).toBeUndefined();
  });

  it('formats the docs generator inputs as an hsl() value the widget accepts', () => {
    const value = formatHsl(222.2, 47.4, 11.2);
    expect(value).toBe('hsl(222.2, 47.4%, 11.2%)');
    expect(parsePrimaryColor(value)).toBe(value);
  });
});
