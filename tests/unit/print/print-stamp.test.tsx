import { jest } from '@jest/globals';
import { render } from '@testing-library/react';

// ESM test: mock the module before importing the component that uses it. SiteEffects also prefetches on intent through
// the router; no link is reached for here, so its prefetch is never called.
jest.unstable_mockModule('next/navigation', () => ({
  usePathname: () => '/privatliv',
  useRouter: () => ({ prefetch: () => {} }),
}));
const { PrintStamp } = await import('@/components/print/print-stamp');
const { SiteEffects } = await import('@/components/layout/site-effects');
const { danishDate } = await import('@/lib/format/danish-date');

describe('PrintStamp, filled by the layout’s SiteEffects leaf', () => {
  it('is empty server HTML until SiteEffects fills the address and today’s date, and again before printing', () => {
    const { container, rerender } = render(<PrintStamp party="Fremtidslisten" />);
    const stamp = container.querySelector('[data-print-stamp]');
    expect(stamp).toHaveTextContent(/^Udskrevet fra Fremtidslisten$/);
    rerender(
      <>
        <PrintStamp party="Fremtidslisten" />
        <SiteEffects analyticsEndpoint={null} />
      </>,
    );
    const filled = container.querySelector('[data-print-stamp]');
    expect(filled).toHaveTextContent(`Udskrevet fra Fremtidslisten den ${danishDate(new Date())}`);
    expect(filled).toHaveTextContent(window.location.href);
    filled!.querySelectorAll('span').forEach((span) => (span.textContent = ''));
    window.dispatchEvent(new Event('beforeprint'));
    expect(filled).toHaveTextContent(`den ${danishDate(new Date())}`);
  });
});
