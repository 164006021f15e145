import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { ShareButton } from '@/components/politik/share-button';
import { COPIED_MS, useShareButtons } from '@/components/politik/use-share-buttons';

// The button is server HTML; its behaviour is one document listener that the layout's SiteEffects leaf runs. Which
// label shows is CSS (Tailwind's group-data-[copied] variants, not applied in jsdom): here the mark, in a browser the
// label (tests/e2e/site/politik.spec.ts reads 'Kopieret!' and 'Del' by role).
function Listener() {
  useShareButtons();
  return null;
}

function renderPage() {
  return render(
    <>
      <ShareButton />
      <ShareButton />
      <Listener />
      <Toaster />
    </>,
  );
}

describe('ShareButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a button named Del in the server HTML, with Kopieret! hidden until it is marked', () => {
    renderPage();
    const [button] = screen.getAllByRole('button') as [HTMLElement];
    expect(button).toHaveAttribute('type', 'button');
    expect(button).not.toHaveAttribute('data-copied');
    expect(button.querySelector('span.group-data-\\[copied\\]\\:hidden')).toHaveTextContent(
      /^Del$/,
    );
    expect(button.querySelector('span.hidden')).toHaveTextContent(/^Kopieret!$/);
  });

  it('copies the address, toasts and is marked copied for 2 seconds, by keyboard too', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    const [first, second] = screen.getAllByRole('button') as [HTMLElement, HTMLElement];
    first.focus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    // Flush the clipboard promise without findBy*, whose polling would advance the fake clock.
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(screen.getByText('Link kopieret til udklipsholder!')).toBeInTheDocument();
    expect(first).toHaveAttribute('data-copied');
    expect(second).not.toHaveAttribute('data-copied');
    act(() => jest.advanceTimersByTime(COPIED_MS - 130));
    expect(first).toHaveAttribute('data-copied');
    act(() => jest.advanceTimersByTime(130));
    expect(first).not.toHaveAttribute('data-copied');
  });

  it('starts the two seconds again when clicked again before they are over', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    const [button] = screen.getAllByRole('button') as [HTMLElement];
    await user.click(button);
    await act(() => jest.advanceTimersByTimeAsync(1500));
    await user.click(button);
    await act(() => jest.advanceTimersByTimeAsync(1500));
    expect(button).toHaveAttribute('data-copied');
    await act(() => jest.advanceTimersByTimeAsync(600));
    expect(button).not.toHaveAttribute('data-copied');
  });

  it('tells the visitor when the clipboard refuses and keeps the label', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    Object.defineProperty(navigator, 'clipboard', {
      value: {
        writeText: jest.fn<(text: string) => Promise<void>>().mockRejectedValue(new Error('nej')),
      },
      configurable: true,
    });
    renderPage();
    const [button] = screen.getAllByRole('button') as [HTMLElement];
    await user.click(button);
    expect(await screen.findByText(/Linket kunne ikke kopieres/)).toBeInTheDocument();
    expect(button).not.toHaveAttribute('data-copied');
  });

  it('leaves other buttons alone', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <>
        <button type="button">Andet</button>
        <Listener />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Andet' }));
    expect(writeText).not.toHaveBeenCalled();
  });
});
