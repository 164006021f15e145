// Bytes to JSON for the official files: UTF-8 (some feeds add a byte-order mark), times "dd-mm-yyyy hh:mm:ss" in UTC.

/** A file that cannot be read; `message` is Danish and safe to show in Kampagnerummet. */
export class OfficialFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OfficialFileError';
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Decodes an official file's bytes as UTF-8 JSON, without its BOM. Throws OfficialFileError in Danish. */
export function decodeOfficial(bytes: Uint8Array): unknown {
  if (bytes.length === 0) throw new OfficialFileError('Filen er tom.');
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new OfficialFileError('Filen er ikke gyldig UTF-8.');
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new OfficialFileError('Filen er ikke gyldig JSON (måske afbrudt undervejs).');
  }
}

const TIME = /^(\d{2})-(\d{2})-(\d{4})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** "dd-mm-yyyy hh:mm:ss" (UTC) or "dd-mm-yyyy" as a Date; throws OfficialFileError on anything else. */
export function parseOfficialTime(value: string): Date {
  const m = TIME.exec(value);
  if (!m) throw new OfficialFileError(`Ukendt tidsformat: "${value.slice(0, 40)}".`);
  const [d, mo, y, h = 0, mi = 0, s = 0] = m.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(y!, mo! - 1, d!, h, mi, s));
  if (date.getUTCDate() !== d || date.getUTCMonth() !== mo! - 1 || h > 23 || mi > 59 || s > 59)
    throw new OfficialFileError(`Ugyldig dato: "${value.slice(0, 40)}".`);
  return date;
}

/** "dd-mm-yyyy" as an ISO day "yyyy-mm-dd". */
export function officialDay(value: string): string {
  return parseOfficialTime(value).toISOString().slice(0, 10);
}
