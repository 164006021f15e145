import { notFoundKind } from '@/lib/content/not-found-kind';
import { getCases } from '@/lib/content/cases';
import { getPolicies, policyPath } from '@/lib/content/policies';
import { getArchivedNewsletters, newsletterPath } from '@/lib/content/newsletters';

describe('notFoundKind', () => {
  it('leaves every known content page alone', () => {
    expect(notFoundKind('/politik/digitalisering')).toBeNull();
    expect(notFoundKind(`/cases/${getCases()[0]!.slug}`)).toBeNull();
    for (const policy of getPolicies()) expect(notFoundKind(policyPath(policy))).toBeNull();
    expect(
      notFoundKind(
        encodeURI(
          policyPath(getPolicies().find((p) => /[æøå]/.test(p.categorySlug)) ?? getPolicies()[0]!),
        ),
      ),
    ).toBeNull();
  });

  it.each([
    ['/politik/findes-ikke', 'tema'],
    ['/politik/digitalisering/findes-ikke', 'politik'],
    ['/politik/forkert-kategori/ansvarlig-ai-i-sagsbehandlingen', 'politik'],
    ['/cases/findes-ikke', 'case'],
    ['/kandidater/findes-ikke', 'kandidat'],
    ['/ai/playbooks/findes-ikke', 'playbook'],
    ['/nyheder/findes-ikke', 'nyhed'],
    ['/moed-os/findes-ikke', 'arrangement'],
    ['/nyhedsbrev/findes-ikke', 'nyhedsbrev'],
  ])('gives %s the %s not-found state', (path, kind) => {
    expect(notFoundKind(path)).toBe(kind);
  });

  it('ignores files in public/, generated images and deeper paths', () => {
    expect(notFoundKind('/kandidater/jonas-ravn.png')).toBeNull();
    expect(notFoundKind('/politik/digitalisering/opengraph-image-4kbkjr')).toBeNull();
    expect(notFoundKind('/cases/a/b')).toBeNull();
    expect(notFoundKind('/kontakt')).toBeNull();
    // The news list's own pages and the feeds are not posts.
    expect(notFoundKind('/nyheder/side/99')).toBeNull();
    expect(notFoundKind('/nyheder/rss.xml')).toBeNull();
    expect(notFoundKind('/nyheder/vi-saetter-retningen-for-2029')).toBeNull();
    // The cancel page and an event's calendar file are not missing events.
    expect(notFoundKind('/moed-os/afmeld')).toBeNull();
    // Issue 45: the confirmation pages of the event and newsletter sign-ups.
    expect(notFoundKind('/moed-os/bekraeft')).toBeNull();
    expect(notFoundKind('/nyhedsbrev/bekraeft')).toBeNull();
    expect(notFoundKind('/moed-os/valgaften')).toBeNull();
    expect(notFoundKind('/moed-os/valgaften/kalender.ics')).toBeNull();
    // The reader's own pages and every archived newsletter are pages.
    expect(notFoundKind('/nyhedsbrev')).toBeNull();
    expect(notFoundKind('/nyhedsbrev/afmeld')).toBeNull();
    expect(notFoundKind('/nyhedsbrev/indstillinger')).toBeNull();
    for (const letter of getArchivedNewsletters())
      expect(notFoundKind(newsletterPath(letter.slug))).toBeNull();
  });
});
