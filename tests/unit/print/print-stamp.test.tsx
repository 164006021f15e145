import { jest } from '@jest/globals';
import { render } from '@testing-library/react';

// ESM test: mock the module before importing the component that uses it.
jest.unstable_mockModule('next/navigation', () => ({ usePathname: () => '/privatliv' }));
const { PrintStamp } = await import('@/components/print/print-stamp');
const { danishDate } = await import('@/lib/format/danish-date');

describe('PrintStamp', () => {
  it('fills the address and today’s date once mounted, and again before printing', () => {
    const { container } = render(<PrintStamp party="Fremtidslisten" />);
    const stamp = container.querySelector('[data-print-stamp]');
    expect(stamp).toHaveTextContent(`Udskrevet fra Fremtidslisten den ${danishDate(new Date())}`);
    expect(stamp).toHaveTextContent(window.location.href);
    stamp!.querySelectorAll('span').forEach((span) => (span.textContent = ''));
    window.dispatchEvent(new Event('beforeprint'));
    expect(stamp).toHaveTextContent(`den ${danishDate(new Date())}`);
  });
});
