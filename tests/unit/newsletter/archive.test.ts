import { getArchivedNewsletters, getNewsletters } from '@/lib/content/newsletters';
import { firstImageSrc, getArchivedNewsletter, topicLabels } from '@/lib/newsletter/public/archive';
import { newsletterTopics } from '@/lib/newsletter/topics';

describe('the public archive', () => {
  it('has a page only for newsletters marked archive: true', () => {
    for (const letter of getNewsletters())
      expect(getArchivedNewsletter(letter.slug)).toBe(letter.archive ? letter : undefined);
    expect(getArchivedNewsletter('findes-ikke')).toBeUndefined();
    expect(getArchivedNewsletters().length).toBeGreaterThan(0);
  });

  it("names a newsletter's topics by their Danish labels, in the site's order", () => {
    const [a, b] = newsletterTopics();
    expect(topicLabels({ topics: [b!.key, a!.key] })).toEqual([a!.label, b!.label]);
  });

  it.each([
    ['Tekst\n\n![Logo](/og-default.png)\n\n![Andet](/b.png)', '/og-default.png'],
    ['![Logo]( /x.jpg "titel")', '/x.jpg'],
    ['Ingen billeder, kun [et link](/politik).', undefined],
  ])('finds the first picture in %j', (body, src) => {
    expect(firstImageSrc(body)).toBe(src);
  });
});
