// site.json's logo and share image name files in public/; the logo is read from disk (components/layout/logo-mark.tsx),
// so a volunteer's edit must not be able to point outside public/.
import site from '@/content/site.json';
import { siteSchema } from '@/lib/site-schema';

const withLogo = (logo: string) => siteSchema.safeParse({ ...site, logo });
const logoMessage = (logo: string) => {
  const result = withLogo(logo);
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path.join('.') === 'logo')?.message;
};

test('the shipped site.json passes', () => {
  expect(siteSchema.safeParse(site).success).toBe(true);
});

test.each(['/logo.svg', '/billeder/logo-2029.v2.svg', '/a/b/c_d-e.png', '/.well-known-logo.svg'])(
  '%s is a path in public/',
  (logo) => expect(withLogo(logo).success).toBe(true),
);

test.each([
  '/../package.json',
  '/billeder/../../.env',
  '/..',
  '/./logo.svg',
  '/billeder/.',
  '//evil.example/logo.svg',
  'logo.svg',
  '/logo.svg/',
  '/logo svg',
  'https://evil.example/logo.svg',
  '/logo.svg?x=1',
  '',
])('%j is refused with the Danish message', (logo) => {
  expect(logoMessage(logo)).toBe('skal være en sti i public/, fx /logo.svg');
});
