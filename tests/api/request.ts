// Helpers for calling route handlers directly, as the browser would, and for checking what got stored.
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { createPostgresHandle, type DbHandle } from '@/db/client';

export const origin = 'http://localhost:3103';

type Handler = (request: Request, context: unknown) => Promise<Response>;

/** A same-site JSON request; pass a string to send raw text, headers to override. */
export function jsonRequest(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  method = 'POST',
) {
  return new Request(`${origin}${path}`, {
    method,
    body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', origin, host: 'localhost:3103', ...headers },
  });
}

export async function call(handler: Handler, request: Request) {
  const response = await handler(request, undefined);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}

export async function rowCount(handle: DbHandle, table: PgTable) {
  const [row] = await handle.db.select({ n: count() }).from(table);
  return Number(row!.n);
}

/** A handle whose server is not there: every query fails as it would with the database stopped. */
export const unreachableDb = () =>
  createPostgresHandle('postgres://postgres@127.0.0.1:9/none', { connectionTimeoutMillis: 2000 });

/** Hostile values for one string field; each must be refused with a 4xx and store nothing. */
export const hostileStrings: [string, unknown][] = [
  ['a NUL byte', 'Anna\u0000Hansen og resten af teksten'],
  ['a control character', 'Anna\u0007Hansen og resten af teksten'],
  ['a lone surrogate', 'Anna \ud800 Hansen og resten af teksten'],
  ['an over-long value', 'x'.repeat(5000)],
  ['a number', 42],
  ['a huge number', 1e308],
  ['an array', ['Anna Hansen og resten af teksten']],
  ['an object', { value: 'Anna' }],
  ['null', null],
  ['a boolean', true],
];

/** Hostile bodies that are valid JSON but not the object any endpoint wants. */
export const hostileBodies: [string, string][] = [
  ['an array body', '[]'],
  ['a string body', '"hej"'],
  ['a null body', 'null'],
  ['an empty body', ''],
  ['a number beyond double range', '{"x":1e999}'],
  ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
];

/** The fields of a browser's own form post, as it sends them: a group of boxes repeats its name. */
export type FormFields = Record<string, string | string[]> | string | Uint8Array;

/** Fields encoded as a browser encodes a form: a list repeats its name. */
export const encodeForm = (fields: Record<string, string | string[]>) =>
  new URLSearchParams(
    Object.entries(fields).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((v) => [name, v]),
    ),
  ).toString();

/** A same-site form post (a form sent before its code has loaded, or without JavaScript). */
function formRequest(path: string, fields: FormFields, headers: Record<string, string> = {}) {
  const body =
    typeof fields === 'string'
      ? fields
      : fields instanceof Uint8Array
        ? new Uint8Array(fields)
        : encodeForm(fields);
  return new Request(`${origin}${path}`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      host: 'localhost:3103',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
  });
}

/** Sends a form post to a route and reads the page it answers with (lib/api/form-answer.ts). */
export async function sendForm(
  handler: Handler,
  path: string,
  fields: FormFields,
  headers?: Record<string, string>,
) {
  const res = await handler(formRequest(path, fields, headers), undefined);
  const html = await res.text();
  const text = (pattern: RegExp) => pattern.exec(html)?.[1];
  return {
    status: res.status,
    headers: res.headers,
    html,
    title: text(/<h1>([^<]*)<\/h1>/),
    message: text(/<p role="(?:status|alert)">([^<]*)<\/p>/),
    back: text(/<p><a href="([^"]*)">/),
  };
}
