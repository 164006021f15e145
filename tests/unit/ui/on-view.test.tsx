import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
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

  it("with fallback: 'keyboard' a key press decides, never the clock (a list without controls)", async () => {
    jest.useFakeTimers();
    const near = whenNearViewport(element, { fallback: 'keyboard' });
    jest.advanceTimersByTime(60_000);
    expect(await settled(near)).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
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

describe('onView: how near is near', () => {
  const margins: string[] = [];
  class Recording {
    constructor(_: unknown, options: IntersectionObserverInit) {
      margins.push(options.rootMargin ?? '');
    }
    observe() {}
    disconnect() {}
  }
  beforeEach(() => {
    margins.length = 0;
    Object.assign(window, { IntersectionObserver: Recording });
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  const leaf = () => Promise.resolve(() => <p>leaf</p>);
  // As at hydration, the element with the leaf's id is in the document already (the server HTML); without it the leaf
  // loads at once (a client navigation).
  const serverHtml = (id: string) => {
    const element = document.createElement('div');
    element.id = id;
    document.body.append(element);
  };
  afterEach(() => document.body.replaceChildren());

  it('watches 400 px around the viewport unless told otherwise', () => {
    serverHtml('near-default');
    const Near = onView('near-default', leaf);
    render(<Near />);
    expect(margins).toEqual(['400px 0px']);
  });

  it('takes the margin a leaf is given (the event sign-up form: 200 px)', () => {
    serverHtml('near-200');
    const Near = onView('near-200', leaf, { margin: 200 });
    const { container } = render(<Near />);
    expect(margins).toEqual(['200px 0px']);
    // Still far away: the leaf is not rendered and its controls' fieldset stays disabled.
    expect(container.querySelector('fieldset')).toBeDisabled();
    expect(container).not.toHaveTextContent('leaf');
  });
});
