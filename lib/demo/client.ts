// The browser side of a demo run: calls POST /api/demo and turns every outcome into the spec's toast and result text.
import type { ServerDemoType } from './kinds';
import { demoMessages, errorText } from './messages';
import { formatReduceDocs, REDUCE_DOCS_DELAY_MS } from './reduce-docs';

export type DemoOutcome = { ok: true; text: string } | { ok: false; toast: string; text: string };

const failure = (message: string): DemoOutcome => ({
  ok: false,
  toast: message,
  text: errorText(message),
});
const transport: DemoOutcome = {
  ok: false,
  toast: demoMessages.transportToast,
  text: errorText(demoMessages.transportResult),
};
const unexpected: DemoOutcome = {
  ok: false,
  toast: demoMessages.unexpectedToast,
  text: errorText(demoMessages.unexpectedResult),
};

type ErrorEnvelope = { error?: { code?: unknown; message?: unknown } };

/** Resolves to null when the run was aborted (the visitor switched demo), so nothing is shown for it. */
export async function requestDemo(
  demoType: ServerDemoType,
  input: string,
  signal?: AbortSignal,
  fetcher: typeof fetch = fetch,
): Promise<DemoOutcome | null> {
  let response: Response;
  try {
    response = await fetcher('/api/demo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ demoType, input }),
      signal,
    });
  } catch {
    return signal?.aborted ? null : transport;
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    if (signal?.aborted) return null;
    // A gateway in front of the site answering HTML means the analysis never ran.
    return response.status >= 502 && response.status <= 504 ? transport : unexpected;
  }
  if (response.ok) {
    const result = (body as { result?: unknown } | null)?.result;
    return typeof result === 'string' && result.trim()
      ? { ok: true, text: result }
      : failure(demoMessages.emptyResult);
  }
  const error = (body as ErrorEnvelope | null)?.error;
  if (error?.code === 'demo_unavailable') return transport;
  if (response.status < 500 || error?.code === 'demo_failed') {
    if (typeof error?.message === 'string' && error.message) return failure(error.message);
  }
  return unexpected;
}

/** reduce-docs is never sent (spec §7): its canned result appears after 2000 ms unless the run is aborted first. */
export function simulateReduceDocs(signal?: AbortSignal): Promise<DemoOutcome | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(
      () => resolve({ ok: true, text: formatReduceDocs() }),
      REDUCE_DOCS_DELAY_MS,
    );
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
}
