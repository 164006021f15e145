import 'server-only';
// One structured call to an OpenAI-compatible chat model, degrading from JSON schema to JSON mode to a prompt whose
// answer is repaired and validated here. Servers that ignore or refuse `json_schema` exist (Ollama, llama.cpp, vLLM,
// LM Studio), so a refused format or an answer that does not fit moves to the next mode; a time-out, a dropped
// connection or a server error ends the call at once (no retry storm: maxRetries 0, one deadline for all modes).
// Issue 45: only a refusal that says the mode is unsupported is remembered, and for 10 minutes: a content filter or a
// context-length error on one visitor's text must not change how every later visitor is asked.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, Output, streamText } from 'ai';
import type { z } from 'zod';
import type { ServerDemoType } from '../kinds';
import { answerSchemas, type AnswerOf } from './schemas';
import { echoesPrompt, systemPrompt, userMessage } from './prompts';

export type DemoModel = {
  /** Base URL of the OpenAI-compatible API, e.g. http://ollama:11434/v1. */
  url: string;
  name: string;
  key?: string;
  /** The whole call, all modes together (default 8 s: the demo page's patience). */
  totalMs?: number;
  /** Longest silence between two streamed pieces (default 2 s). */
  chunkMs?: number;
};

const MODES = ['json-schema', 'json-mode', 'prompt'] as const;
type Mode = (typeof MODES)[number];

export type ModelAnswer<K extends ServerDemoType> =
  | { ok: true; answer: AnswerOf<K>; mode: Mode }
  | { ok: false; reason: 'timeout' | 'unavailable' | 'invalid' };

const DEFAULT_TOTAL_MS = 8_000;
const DEFAULT_CHUNK_MS = 2_000;
/** Longer than any answer the schemas accept (an anonymised 5,000-character text, quoted): a rambling server is cut off. */
const MAX_ANSWER_CHARS = 20_000;
/** The model stops here: the longest answer a schema accepts (an anonymised 5,000-character text) fits well within it. */
export const MAX_ANSWER_TOKENS = 4_096;
/** How long a mode the server said it does not support is skipped before it is asked again. */
export const UNSUPPORTED_MODE_MEMORY_MS = 10 * 60_000;

// The SDK prints warnings (e.g. "responseFormat schema not supported") to the console; the demo logs nothing.
(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

/** Per endpoint and model: the first mode worth trying, until when (a server that said a mode is unsupported). */
const startMode = new Map<string, { mode: number; until: number }>();

function firstMode(key: string, now: number): number {
  const remembered = startMode.get(key);
  if (remembered && remembered.until > now) return remembered.mode;
  startMode.delete(key);
  return 0;
}

/** Takes the JSON object out of an answer wrapped in prose or a code fence, and fixes trailing commas. */
function extractJson(text: string): unknown {
  const unfenced = text.replace(/```(?:json)?/gi, '');
  const start = unfenced.indexOf('{');
  const end = unfenced.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  const candidate = unfenced.slice(start, end + 1);
  for (const attempt of [candidate, candidate.replace(/,\s*([}\]])/g, '$1')]) {
    try {
      return JSON.parse(attempt);
    } catch {
      // try the next repair
    }
  }
  return undefined;
}

const PRIORITIES: Record<string, string> = {
  høj: 'Høj',
  hoej: 'Høj',
  high: 'Høj',
  middel: 'Middel',
  medium: 'Middel',
  lav: 'Lav',
  low: 'Lav',
};

/** Small, safe repairs of near-misses before validation: 'høj' → 'Høj', "80" or 0.8 → 80, one reason → a list. */
function repair(kind: ServerDemoType, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const v = { ...(value as Record<string, unknown>) };
  for (const key of ['reasons', 'keyPoints'] as const)
    if (typeof v[key] === 'string') v[key] = [v[key]];
  if (kind === 'prioritize' && typeof v.priority === 'string')
    v.priority = PRIORITIES[v.priority.trim().toLowerCase()] ?? v.priority;
  if (kind === 'prioritize' && typeof v.emergency === 'string')
    v.emergency = v.emergency === 'true';
  if (kind === 'route') {
    const c =
      typeof v.confidence === 'string' ? Number(v.confidence.replace('%', '')) : v.confidence;
    if (typeof c === 'number' && Number.isFinite(c))
      v.confidence = Math.round(c > 0 && c <= 1 ? c * 100 : c);
  }
  return v;
}

/** The answer if it fits the kind's schema and does not repeat the system prompt; otherwise undefined. */
function acceptAnswer<K extends ServerDemoType>(kind: K, text: string): AnswerOf<K> | undefined {
  const parsed = (answerSchemas[kind] as z.ZodType).safeParse(repair(kind, extractJson(text)));
  if (!parsed.success) return undefined;
  return echoesPrompt(kind, JSON.stringify(parsed.data)) ? undefined : (parsed.data as AnswerOf<K>);
}

type Attempt = { text: string } | { error: 'unsupported' | 'refused' | 'timeout' | 'unavailable' };

async function attempt(
  model: DemoModel,
  kind: ServerDemoType,
  input: string,
  mode: Mode,
  signal: AbortSignal,
  chunkMs: number,
): Promise<Attempt> {
  const provider = createOpenAICompatible({
    name: 'demo-model',
    baseURL: model.url,
    apiKey: model.key,
    supportsStructuredOutputs: mode === 'json-schema',
  });
  const result = streamText({
    model: provider.chatModel(model.name),
    system: systemPrompt(kind),
    messages: [{ role: 'user', content: userMessage(input) }],
    ...(mode === 'json-schema'
      ? { output: Output.object({ schema: answerSchemas[kind] as z.ZodType, name: kind }) }
      : mode === 'json-mode'
        ? { output: Output.json() }
        : {}),
    temperature: 0,
    maxOutputTokens: MAX_ANSWER_TOKENS,
    maxRetries: 0,
    abortSignal: signal,
    timeout: { chunkMs },
    // The default handler prints the error, which may quote the request; the demo logs nothing of the voter's text.
    onError: () => {},
  });
  let text = '';
  let finished = false;
  try {
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        text += part.text;
        if (text.length > MAX_ANSWER_CHARS) return { text: '' };
      } else if (part.type === 'finish') finished = true;
      else if (part.type === 'abort') return { error: 'timeout' };
      else if (part.type === 'error') return { error: classify(part.error, input) };
    }
  } catch (error) {
    return { error: signal.aborted ? 'timeout' : classify(error, input) };
  }
  if (signal.aborted) return { error: 'timeout' };
  return finished ? { text } : { error: 'unavailable' };
}

/** What a server says when it does not support a response format (OpenAI, vLLM, llama.cpp, LM Studio, Ollama). */
const UNSUPPORTED_MODE =
  /(response_format|json_schema|json_object|structured output|guided_json|grammar)[^]*?(not supported|unsupported|not available|not implemented|invalid|unknown)|(not supported|unsupported|does not support|doesn't support)[^]*?(response_format|json_schema|json_object|structured output|json mode)/i;

/**
 * unsupported: a 4xx that says the mode's format is not supported (remembered); refused: any other 4xx but auth and
 * rate limits, e.g. a content filter or a context-length error on this text (the next mode may pass; not remembered).
 * The visitor's text is taken out of the error first: a server that quotes it must not let the text say "unsupported".
 */
function classify(
  error: unknown,
  input: string,
): 'unsupported' | 'refused' | 'timeout' | 'unavailable' {
  if (
    APICallError.isInstance(error) &&
    error.statusCode !== undefined &&
    error.statusCode >= 400 &&
    error.statusCode < 500 &&
    ![401, 403, 429].includes(error.statusCode)
  ) {
    const said = `${error.message}\n${error.responseBody ?? ''}`.split(input.trim()).join('');
    return UNSUPPORTED_MODE.test(said) ? 'unsupported' : 'refused';
  }
  return isTimeout(error) ? 'timeout' : 'unavailable';
}

const isTimeout = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'TimeoutError' || error.name === 'AbortError' || /timeout/i.test(error.message));

/** Asks the model for the kind's answer, trying the modes in turn within one deadline. Never throws. */
export async function askModel<K extends ServerDemoType>(
  model: DemoModel,
  kind: K,
  input: string,
): Promise<ModelAnswer<K>> {
  const key = `${model.url}\n${model.name}`;
  const signal = AbortSignal.timeout(model.totalMs ?? DEFAULT_TOTAL_MS);
  for (let m = firstMode(key, Date.now()); m < MODES.length; m++) {
    const mode = MODES[m]!;
    const outcome = await attempt(
      model,
      kind,
      input,
      mode,
      signal,
      model.chunkMs ?? DEFAULT_CHUNK_MS,
    );
    if ('error' in outcome) {
      if (outcome.error === 'unsupported')
        startMode.set(key, { mode: m + 1, until: Date.now() + UNSUPPORTED_MODE_MEMORY_MS });
      if (outcome.error === 'unsupported' || outcome.error === 'refused') continue;
      return { ok: false, reason: outcome.error };
    }
    const answer = acceptAnswer(kind, outcome.text);
    if (answer) return { ok: true, answer, mode };
  }
  return { ok: false, reason: 'invalid' };
}
