// The build's inline-boundaries step (issue 48), on what React's own server renderer writes: a page whose shell is
// over 12,800 bytes gets its completed Suspense boundaries of over 500 bytes out of line, and the step puts them back.
import { PassThrough } from 'node:stream';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { createElement as h, lazy, Suspense, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static.node';
import { inlineCompletedBoundaries } from '@/lib/perf/inline-boundaries.js';

// React's Node renderer schedules with setImmediate, which jsdom's environment leaves out.
globalThis.setImmediate ??= ((fn: () => void) =>
  setTimeout(fn, 0)) as unknown as typeof globalThis.setImmediate;

async function prerender(tree: ReactNode) {
  const { prelude } = await prerenderToNodeStream(tree);
  const out = new PassThrough();
  prelude.pipe(out);
  let html = '';
  for await (const chunk of out) html += chunk;
  return html;
}

// A form like the site's: more than 500 bytes of HTML.
function Form({ name }: { name: string }) {
  return h(
    'form',
    { method: 'post', action: `/api/${name}` },
    ...Array.from({ length: 8 }, (_, i) =>
      h(
        'label',
        { key: i },
        `Felt nummer ${i} i formularen ${name}`,
        h('input', { name: `${name}-${i}` }),
      ),
    ),
    h('button', { type: 'submit' }, 'Send'),
  );
}
const lazyForm = () => lazy(async () => ({ default: Form }));
// More than 12,800 bytes of shell before and after the boundaries.
const filler = (label: string) => h('p', { id: label }, 'Tekst. '.repeat(1200));

function Page({ children }: { children: ReactNode }) {
  return h('div', { id: 'page' }, filler('before'), children, filler('after'));
}

const text = (html: string) => new DOMParser().parseFromString(html, 'text/html');

test("React writes the page's boundary out of line, and the step puts it where it belongs", async () => {
  const ContactForm = lazyForm();
  const raw = await prerender(
    h(
      Page,
      null,
      h('section', { id: 'here' }, h(Suspense, null, h(ContactForm, { name: 'kontakt' }))),
    ),
  );
  // The premise: the form is after the page, in a hidden <div>, moved in by a script.
  expect(raw).toContain('<template id="B:0"></template>');
  expect(raw).toMatch(/\$RC\("B:0","S:0"\)/);
  expect(text(raw).querySelector('#here form')).toBeNull();

  const { html, count } = inlineCompletedBoundaries(raw);
  expect(count).toBe(1);
  expect(html).not.toMatch(/\$RC\(/);
  expect(html).not.toContain('id="S:0"');
  expect(html).not.toContain('<template');
  const doc = text(html);
  // The form is inside its section, between the markers React writes for a boundary it inlines.
  const form = doc.querySelector('#here form')!;
  expect(form).not.toBeNull();
  expect(form.querySelectorAll('input')).toHaveLength(8);
  expect(doc.querySelector('#here')!.innerHTML).toMatch(
    /^<!--\$--><form[\s\S]*<\/form><!--\/\$-->$/,
  );
  // Nothing else moved: the shell reads as before, minus the placeholder.
  expect(doc.getElementById('before')!.textContent).toBe(
    text(raw).getElementById('before')!.textContent,
  );
  expect(doc.querySelectorAll('div[hidden]')).toHaveLength(0);
});

test('two boundaries and a boundary inside a boundary all land in place, in order', async () => {
  const First = lazyForm();
  const Second = lazyForm();
  const Inner = lazyForm();
  function Outer() {
    return h(
      'div',
      { id: 'outer' },
      h(Form, { name: 'ydre' }),
      h(Suspense, null, h(Inner, { name: 'indre' })),
    );
  }
  const LazyOuter = lazy(async () => ({ default: Outer }));
  const raw = await prerender(
    h(
      Page,
      null,
      h('section', { id: 'one' }, h(Suspense, null, h(First, { name: 'en' }))),
      h('section', { id: 'two' }, h(Suspense, null, h(LazyOuter))),
      h('section', { id: 'three' }, h(Suspense, null, h(Second, { name: 'to' }))),
    ),
  );
  expect(raw.match(/\$RC\("B:\d+","S:\d+"\)/g)!.length).toBeGreaterThanOrEqual(3);

  const { html, count } = inlineCompletedBoundaries(raw);
  expect(count).toBe(raw.match(/\$RC\("B:\d+","S:\d+"\)/g)!.length);
  const doc = text(html);
  expect(doc.querySelector('#one form')!.getAttribute('action')).toBe('/api/en');
  expect(doc.querySelector('#two #outer > form')!.getAttribute('action')).toBe('/api/ydre');
  expect(doc.querySelector('#two #outer form[action="/api/indre"]')).not.toBeNull();
  expect(doc.querySelector('#three form')!.getAttribute('action')).toBe('/api/to');
  expect(html).not.toMatch(/\$RC\(|id="S:|<template/);
  // The page's text order is the tree's order.
  const order = [...doc.querySelectorAll('form')].map((f) => f.getAttribute('action'));
  expect(order).toEqual(['/api/en', '/api/ydre', '/api/indre', '/api/to']);
});

test('running it again changes nothing', async () => {
  const ContactForm = lazyForm();
  const raw = await prerender(h(Page, null, h(Suspense, null, h(ContactForm, { name: 'k' }))));
  const once = inlineCompletedBoundaries(raw).html;
  expect(inlineCompletedBoundaries(once)).toEqual({ html: once, count: 0 });
});

test('a boundary with a fallback, or one whose content is not where React puts it, is left as it was', async () => {
  const ContactForm = lazyForm();
  const raw = await prerender(
    h(
      Page,
      null,
      h(Suspense, { fallback: h('p', null, 'Indlæser') }, h(ContactForm, { name: 'k' })),
    ),
  );
  expect(raw).toMatch(/\$RC\("B:0","S:0"\)/);
  expect(inlineCompletedBoundaries(raw)).toEqual({ html: raw, count: 0 });

  const Plain = lazyForm();
  const outlined = await prerender(h(Page, null, h(Suspense, null, h(Plain, { name: 'k' }))));
  const moved = outlined.replace('<div hidden id="S:0">', '<div hidden id="S:9">');
  expect(inlineCompletedBoundaries(moved)).toEqual({ html: moved, count: 0 });
  // Two segments before one script (not how React writes them, but the step must not take the second for the first).
  const grouped = outlined.replace(
    /(<div hidden id="S:0">[\s\S]*?<\/form><\/div>)/,
    '$1<div hidden id="S:7"><p>x</p></div>',
  );
  expect(grouped).toContain('id="S:7"');
  expect(inlineCompletedBoundaries(grouped)).toEqual({ html: grouped, count: 0 });
});

test('a page whose boundaries React wrote in line already is left alone', async () => {
  const ContactForm = lazyForm();
  const small = await prerender(h('main', null, h(Suspense, null, h(ContactForm, { name: 'k' }))));
  expect(small).not.toMatch(/\$RC\(/);
  expect(inlineCompletedBoundaries(small)).toEqual({ html: small, count: 0 });
});

test('the page hydrates over the inlined boundary without a mismatch, keeping the server nodes', async () => {
  const ContactForm = lazyForm();
  const tree = h(
    Page,
    null,
    h('section', { id: 'here' }, h(Suspense, null, h(ContactForm, { name: 'k' }))),
  );
  const { html } = inlineCompletedBoundaries(await prerender(tree));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const serverInput = container.querySelector('#here input')!;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree, {
      onRecoverableError: (error) => errors.push(error),
      onCaughtError: (error) => errors.push(error),
      onUncaughtError: (error) => errors.push(error),
    });
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(errors).toEqual([]);
  expect(container.querySelector('#here input')).toBe(serverInput);
  expect(container.querySelectorAll('form')).toHaveLength(1);
});
