// Reads a JSON request body defensively: media type first, then a byte cap while streaming, then strict UTF-8 and JSON.
import { badEncoding, badJson, payloadTooLarge, unsupportedMediaType } from './errors';

const MAX_BODY_BYTES = 16 * 1024;

function mediaType(header: string | null) {
  return header?.split(';')[0]?.trim().toLowerCase();
}

function isJsonMediaType(header: string | null) {
  return mediaType(header) === 'application/json';
}

/** True for what a browser's own <form method="post"> sends (no file fields anywhere on the site). */
export function isFormPost(request: Request) {
  return mediaType(request.headers.get('content-type')) === 'application/x-www-form-urlencoded';
}

/** The body as bytes, read while counting; throws 413 past maxBytes without buffering the rest. */
export async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw payloadTooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Stop reading at once: a liar's Content-Length must not make us buffer megabytes.
      await reader.cancel().catch(() => {});
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The fields of a form post, or an ApiError: 413 over the cap, 400 bad UTF-8. Check isFormPost first. */
export async function readFormBody(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<URLSearchParams> {
  return new URLSearchParams(utf8(await readCapped(request, maxBytes)));
}

function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badEncoding();
  }
}

/** The parsed JSON body, or an ApiError: 415 not JSON, 413 over the cap, 400 bad UTF-8 or bad JSON. */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  if (!isJsonMediaType(request.headers.get('content-type'))) throw unsupportedMediaType();
  const text = utf8(await readCapped(request, maxBytes));
  try {
    return JSON.parse(text);
  } catch {
    throw badJson();
  }
}
