import { jest } from '@jest/globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { EmbedGenerator } from '@/components/embed/embed-generator';

const ORIGIN = 'https://site.example';

function setup() {
  const user = userEvent.setup();
  const writeText = jest.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(
    <>
      <EmbedGenerator origin={ORIGIN} />
      <Toaster />
    </>,
  );
  return { user, writeText };
}

const url = () => screen.getByTestId('embed-url').textContent ?? '';

describe('EmbedGenerator', () => {
  it('starts from the spec defaults: da, hsl(222.2, 47.4%, 11.2%), 100% wide, 600 px high', () => {
    setup();
    expect(url()).toBe(`${ORIGIN}/embed?lang=da&primaryColor=hsl(222.2%2C+47.4%25%2C+11.2%25)`);
    expect(screen.getByLabelText('Bredde')).toHaveValue('100%');
    expect(screen.getByLabelText('Højde (px)')).toHaveValue('600');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('width:100%;height:600px');
  });

  it('updates the URL, the preview link and the snippets as the inputs change', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText('Sprog'), 'en');
    await user.clear(screen.getByLabelText('Nuance'));
    await user.type(screen.getByLabelText('Nuance'), '160');
    await user.clear(screen.getByLabelText('Højde (px)'));
    await user.type(screen.getByLabelText('Højde (px)'), '720');
    expect(url()).toBe(`${ORIGIN}/embed?lang=en&primaryColor=hsl(160%2C+47.4%25%2C+11.2%25)`);
    const preview = screen.getByRole('link', { name: /Forhåndsvisning/ });
    expect(preview).toHaveAttribute('href', url());
    expect(preview).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('title="Responsible AI in practice"');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('height:720px');
  });

  it('switches snippet tabs with click and arrow keys (WAI-ARIA tabs)', async () => {
    const { user } = setup();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Simpel iframe',
      'Responsiv iframe',
      'Loader-script',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.click(tabs[2]!);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('data-campaign-widget');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[2]!.id);
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tabs[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(tabs[2]).toHaveFocus();
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
  });

  it("copies the visible snippet and shows the toast 'Kopieret!'", async () => {
    const { user, writeText } = setup();
    await user.click(screen.getByRole('tab', { name: 'Responsiv iframe' }));
    const panel = screen.getByRole('tabpanel');
    fireEvent.click(within(panel).getByRole('button', { name: 'Kopiér kode: Responsiv iframe' }));
    expect(writeText).toHaveBeenCalledWith(within(panel).getByText(/max-width/).textContent);
    expect(await screen.findByText('Kopieret!')).toBeInTheDocument();
  });
});
