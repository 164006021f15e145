// Reads a small HTML-form body (urlencoded or multipart) with a byte cap; the unsubscribe POST needs one or two fields.

export const MAX_FORM_BYTES = 8 * 1024;

/** The parsed form, or null when the body is not a form, is too big or does not parse. */
export async function readFormBody(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormData | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type) || !request.body) return null;
  if (Number(request.headers.get('content-length')) > maxBytes) return null;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData();
  } catch {
    return null;
  }
}
