import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { useAppLinks } from '@/components/layout/app-links';
import { SocialLink } from '@/components/layout/social-link';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

function AppLinks() {
  useAppLinks();
  return null;
}

function renderLinks(userAgent: string) {
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  render(
    <>
      <SocialLink href="https://www.facebook.com/fremtidslisten" label="Facebook">
        f
      </SocialLink>
      <SocialLink href="https://www.instagram.com/fremtidslisten/" label="Instagram">
        i
      </SocialLink>
      <a href="https://www.facebook.com/other">not a profile link</a>
      <AppLinks />
    </>,
  );
  document.addEventListener('click', stayHere);
}

// The links point at nothing real: keep jsdom from trying to navigate.
const stayHere = (event: Event) => event.preventDefault();

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

afterEach(() => {
  document.removeEventListener('click', stayHere);
  jest.restoreAllMocks();
});

describe('SocialLink with useAppLinks', () => {
  it('serves the web address and swaps in the app link on a phone when clicked', () => {
    renderLinks(IPHONE);
    expect(href('Facebook')).toBe('https://www.facebook.com/fremtidslisten');
    fireEvent.click(screen.getByRole('link', { name: 'Facebook' }));
    fireEvent.click(screen.getByText('i'));
    fireEvent.click(screen.getByRole('link', { name: 'not a profile link' }));
    expect(href('Facebook')).toBe(
      'fb://facewebmodal/f?href=https%3A%2F%2Fwww.facebook.com%2Ffremtidslisten',
    );
    expect(href('Instagram')).toBe('instagram://user?username=fremtidslisten');
    expect(href('not a profile link')).toBe('https://www.facebook.com/other');
  });

  it('leaves the web address on a desktop', () => {
    renderLinks(DESKTOP);
    fireEvent.click(screen.getByRole('link', { name: 'Facebook' }));
    expect(href('Facebook')).toBe('https://www.facebook.com/fremtidslisten');
  });
});
