import 'server-only';
// Forwards a demo request to the configured process-demo function and maps its answer to a result or an ApiError.
import { ApiError } from '@/lib/api';
import type { DemoRequest } from './request-schema';
import { demoMessages } from './messages';

export type DemoFunction = { url: string; key?: string; timeoutMs?: number };

const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 256 * 1024;

/** 502 'demo_unavailable': the function could not be reached, timed out or answered something that is not JSON. */
const demoUnavailable = () => new ApiError(502, 'demo_unavailable', demoMessages.transportResult);
/** 502 'demo_failed': the function answered, but with an error message or without a result. */
const demoFailed = (message: string) => new ApiError(502, 'demo_failed', message);

async function fetchAnswer(fn: DemoFunction, request: DemoRequest): Promise<unknown> {
  let text: string;
  try {
    const response = await fetch(fn.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(fn.key ? { authorization: `Bearer ${fn.key}` } : {}),
      },
      body: JSON.stringify({ demoType: request.demoType, input: request.input }),
      signal: AbortSignal.timeout(fn.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      cache: 'no-store',
    });
    text = await response.text();
  } catch {
    throw demoUnavailable();
  }
  if (text.length > MAX_ANSWER_BYTES) throw demoUnavailable();
  try {
    return JSON.parse(text);
  } catch {
    throw demoUnavailable();
  }
}

/** The function's result text; an `error` string in its answer wins, even on HTTP 200 (spec §8). */
export async function callDemoFunction(fn: DemoFunction, request: DemoRequest): Promise<string> {
  const answer = await fetchAnswer(fn, request);
  if (typeof answer !== 'object' || answer === null) throw demoUnavailable();
  const { error, result } = answer as { error?: unknown; result?: unknown };
  if (typeof error === 'string' && error.trim()) throw demoFailed(error.trim().slice(0, 500));
  if (typeof result !== 'string' || !result.trim()) throw demoFailed(demoMessages.emptyResult);
  return result;
}
