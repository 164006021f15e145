import { toAppDeepLink } from '@/lib/social';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('toAppDeepLink', () => {
  it('rewrites Facebook and Instagram profile links on phones', () => {
    expect(toAppDeepLink('https://www.facebook.com/fremtidslisten', iphone)).toBe(
      'fb://facewebmodal/f?href=https%3A%2F%2Fwww.facebook.com%2Ffremtidslisten',
    );
    expect(toAppDeepLink('https://www.instagram.com/fremtidslisten/', android)).toBe(
      'instagram://user?username=fremtidslisten',
    );
  });

  it('leaves links alone on desktop and for other hosts', () => {
    expect(toAppDeepLink('https://www.facebook.com/fremtidslisten', desktop)).toBe(
      'https://www.facebook.com/fremtidslisten',
    );
    expect(toAppDeepLink('https://www.linkedin.com/company/x', iphone)).toBe(
      'https://www.linkedin.com/company/x',
    );
    expect(toAppDeepLink('https://notfacebook.com/x', iphone)).toBe('https://notfacebook.com/x');
    expect(toAppDeepLink('not a url', iphone)).toBe('not a url');
  });
});
