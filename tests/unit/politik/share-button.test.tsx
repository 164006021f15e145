import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { ShareButton } from '@/components/politik/share-button';

describe('ShareButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('copies the address, toasts and reads "Kopieret!" for 2 seconds', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <>
        <ShareButton />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Del' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    // Flush the clipboard promise without findBy*, whose polling would advance the fake clock.
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(screen.getByText('Link kopieret til udklipsholder!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kopieret!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1880));
    expect(screen.getByRole('button', { name: 'Kopieret!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(120));
    expect(screen.getByRole('button', { name: 'Del' })).toBeInTheDocument();
  });

  it('tells the visitor when the clipboard refuses and keeps the label', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    Object.defineProperty(navigator, 'clipboard', {
      value: {
        writeText: jest.fn<(text: string) => Promise<void>>().mockRejectedValue(new Error('nej')),
      },
      configurable: true,
    });
    render(
      <>
        <ShareButton />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Del' }));
    expect(await screen.findByText(/Linket kunne ikke kopieres/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Del' })).toBeInTheDocument();
  });
});
