import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ArrowLeft, Mail, Search } from 'lucide-react';
import { StaticIcon } from '@/components/ui/static-icon';

// The server-drawn icon must be the markup lucide-react's client component writes, attribute for attribute.
const renderToStaticMarkup = (element: ReactElement) => render(element).container.innerHTML;

describe('StaticIcon', () => {
  it.each([
    ['Search', Search],
    ['Mail', Mail],
    ['ArrowLeft', ArrowLeft],
  ])('draws %s as lucide-react does', (_, icon) => {
    const Icon = icon;
    expect(
      renderToStaticMarkup(<StaticIcon icon={icon} aria-hidden="true" className="h-5 w-5" />),
    ).toBe(renderToStaticMarkup(<Icon aria-hidden="true" className="h-5 w-5" />));
    expect(renderToStaticMarkup(<StaticIcon icon={icon} className="h-4 w-4" />)).toBe(
      renderToStaticMarkup(<Icon className="h-4 w-4" />),
    );
    expect(
      renderToStaticMarkup(<StaticIcon icon={icon} aria-hidden="true" focusable="false" />),
    ).toBe(renderToStaticMarkup(<Icon aria-hidden="true" focusable="false" />));
  });
});
