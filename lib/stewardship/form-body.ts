// Reads a small HTML-form body (urlencoded or multipart) with a byte cap; the unsubscribe POST needs one or two fields.
import { readCapped } from '@/lib/api/body';

const MAX_FORM_BYTES = 8 * 1024;

/** The parsed form, or null when the body is not a form, is too big or does not parse. */
export async function readFormBody(
  request: Request,
  maxBytes = MAX_FORM_BYTES,
): Promise<FormData | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type) || !request.body)
    return null;
  try {
    const bytes = await readCapped(request, maxBytes);
    return await new Response(Buffer.from(bytes), { headers: { 'content-type': type } }).formData();
  } catch {
    return null;
  }
}
