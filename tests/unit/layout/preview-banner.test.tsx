import { render, screen } from '@testing-library/react';
import { PreviewBanner } from '@/components/layout/preview-banner';

describe('PreviewBanner', () => {
  it('in a preview: a labelled landmark with the text and a link to the public site, kept out of the search index', () => {
    render(<PreviewBanner preview productionUrl="https://fremtidslisten-lyngbaek.example" />);
    const banner = screen.getByRole('complementary', { name: 'Forhåndsvisning' });
    expect(banner).toHaveTextContent('Forhåndsvisning – ikke den offentlige side');
    expect(banner).toHaveAttribute('data-pagefind-ignore', 'all');
    expect(screen.getByRole('link', { name: 'Gå til den offentlige side' })).toHaveAttribute(
      'href',
      'https://fremtidslisten-lyngbaek.example',
    );
  });

  it('renders nothing in production', () => {
    const { container } = render(<PreviewBanner preview={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('defaults to production in the test environment (no SITE_ENV or VERCEL_ENV)', () => {
    const { container } = render(<PreviewBanner />);
    expect(container).toBeEmptyDOMElement();
  });
});
