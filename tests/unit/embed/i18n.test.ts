import { embedMessages, embedLangs, fill, resolveLang } from '@/lib/embed/i18n';
import { site } from '@/lib/site';

describe('embed i18n', () => {
  it('offers the languages of the embed config', () => {
    expect([...embedLangs].sort()).toEqual([...site.embed.languages].sort());
  });

  it('has the same keys in both languages and no empty string', () => {
    const daKeys = Object.keys(embedMessages.da).sort();
    expect(Object.keys(embedMessages.en).sort()).toEqual(daKeys);
    for (const lang of embedLangs) {
      for (const [key, value] of Object.entries(embedMessages[lang]))
        expect([lang, key, value.trim().length > 0]).toEqual([lang, key, true]);
    }
  });

  it('translates every string (only the locale tag may look alike)', () => {
    const en: Record<string, string> = embedMessages.en;
    const same = Object.entries(embedMessages.da).filter(([key, value]) => en[key] === value);
    expect(same).toEqual([]);
  });

  it.each([
    ['da', 'da'],
    ['en', 'en'],
    ['EN', 'da'],
    ['de', 'da'],
    ['', 'da'],
    [null, 'da'],
  ])('resolves lang=%p to %s', (value, expected) => {
    expect(resolveLang(value)).toBe(expected);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fill('{site} i {by}', { site: 'X' })).toBe('X i {by}');
  });
});
