import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { onView, whenNearViewport } from '@/components/ui/on-view';

// jsdom has no IntersectionObserver: this one never reports the element as near, as for a leaf far below the first
// screen. The real observer is exercised in the browser suites (poll, demo, carousel).
class NeverNear {
  observe() {}
  disconnect() {}
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  promise.then(() => (done = true));
  for (let i = 0; i < 10; i++) await Promise.resolve(); // the promise chain's hops, timers held
  return done;
};

describe('whenNearViewport (issue 48: a leaf below the first screen costs the load nothing)', () => {
  let element: HTMLElement;
  beforeEach(() => {
    Object.assign(window, { IntersectionObserver: NeverNear });
    element = document.createElement('div');
    document.body.append(element);
  });
  afterEach(() => {
    element.remove();
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    jest.useRealTimers();
  });

  it('waits while the element is far away, and resolves on the first key press (a keyboard user may Tab to it)', async () => {
    const near = whenNearViewport(element);
    expect(await settled(near)).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(await settled(near)).toBe(true);
  });

  it('resolves 5 s after the load event when nothing else did, not before', async () => {
    jest.useFakeTimers();
    const near = whenNearViewport(element);
    jest.advanceTimersByTime(4_900);
    expect(await settled(near)).toBe(false);
    jest.advanceTimersByTime(200);
    expect(await settled(near)).toBe(true);
  });

  it('with fallback: false only the viewport decides (code that draws, such as the KPI chart)', async () => {
    jest.useFakeTimers();
    const near = whenNearViewport(element, { fallback: false });
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    jest.advanceTimersByTime(60_000);
    expect(await settled(near)).toBe(false);
  });
});

function Leaf({ label }: { label: string }) {
  return (
    <p>
      <button type="button">{label}</button>
    </p>
  );
}

// No IntersectionObserver here: whenNearViewport resolves at once, as in a browser without one.
it('onView holds its leaf in a fieldset that is disabled until the leaf has hydrated', async () => {
  const Wrapped = onView('t-controls', () => Promise.resolve(Leaf));
  const { container } = render(<Wrapped label="Stem" />);
  const fieldset = container.querySelector('#t-controls > fieldset');
  expect(fieldset).toHaveAttribute('disabled');
  await screen.findByRole('button', { name: 'Stem' });
  await waitFor(() => expect(fieldset).not.toHaveAttribute('disabled'));
  expect(screen.getByRole('button', { name: 'Stem' })).toBeEnabled();
});
