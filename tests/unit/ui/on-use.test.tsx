// onUse (issue 48): a form's code waits for the visitor's first touch, key or focus inside its server HTML. Here the
// server HTML is hydrated as in the browser (the leaf's Suspense boundary stays server HTML until its code loads), and
// the test watches when the code is asked for.
import { act, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { onUse } from '@/components/ui/on-view';

// What the server sends for a leaf inside onUse's wrapper: the wrapper, then the leaf's completed Suspense boundary.
const SERVER_HTML =
  '<div id="t-form"><!--$--><form><label>Navn<input name="name"></label></form><!--/$--></div>';

function Form() {
  return (
    <form>
      <label>
        Navn
        <input name="name" />
      </label>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

async function hydrate(before?: (input: HTMLInputElement) => void) {
  let asked = 0;
  const Leaf = onUse('t-form', async () => {
    asked += 1;
    return Form;
  });
  document.body.innerHTML = `<div id="root">${SERVER_HTML}</div>`;
  const input = document.querySelector('input')!;
  before?.(input);
  await act(async () => {
    root = hydrateRoot(document.getElementById('root')!, <Leaf />);
  });
  return { asked: () => asked, input, wrapper: document.getElementById('t-form')! };
}

test('no code is asked for while nobody touches the form', async () => {
  const { asked, wrapper } = await hydrate();
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(asked()).toBe(0);
  expect(wrapper).not.toHaveAttribute('data-ready');
});

test('focus arriving after hydration loads the code', async () => {
  const { asked, input, wrapper } = await hydrate();
  await act(async () => input.focus());
  await waitFor(() => expect(wrapper).toHaveAttribute('data-ready', 'true'));
  expect(asked()).toBe(1);
});

test('focus that arrived while the page was still hydrating loads the code too (no listener heard it)', async () => {
  const { asked, wrapper } = await hydrate((input) => input.focus());
  await waitFor(() => expect(wrapper).toHaveAttribute('data-ready', 'true'));
  expect(asked()).toBe(1);
  expect(document.activeElement).toBe(document.querySelector('input'));
});
