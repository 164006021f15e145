import { categorySlug, isRoutableCategorySlug } from '@/lib/content/category-slug';

describe('category slug rule (lowercase, whitespace to hyphen, & to og)', () => {
  it.each([
    ['Digitalisering & AI', 'digitalisering-og-ai'],
    ['Klima & Miljø', 'klima-og-miljø'],
    ['Velfærd   &  Omsorg', 'velfærd-og-omsorg'],
    ['Skole', 'skole'],
    ['Børn&Unge', 'børnogunge'],
    ['  Ældre\tog Sundhed ', 'ældre-og-sundhed'],
  ])('%s → %s', (category, slug) => {
    expect(categorySlug(category)).toBe(slug);
  });

  it.each([
    ['digitalisering-og-ai', true],
    ['klima-og-miljø', true],
    ['ai/data', false],
    ['what?', false],
    ['', false],
    ['-start', false],
  ])('routable %s: %s', (slug, ok) => {
    expect(isRoutableCategorySlug(slug)).toBe(ok);
  });
});
