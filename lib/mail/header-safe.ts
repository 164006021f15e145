// Text a visitor typed, made safe to put in a mail header: one line, no encoded words, bounded length.
import { escapeHtml } from '@/lib/html/escape';

// C0/C1 controls (CR, LF, TAB …), DEL, and the Unicode line and paragraph separators.
const LINE_BREAKING = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;

/**
 * One header-safe line: control characters become spaces, "=?" cannot open an RFC 2047 encoded word that a mail
 * client would decode into something else, and the result is cut to `max` characters (nodemailer folds and encodes).
 */
export function headerText(value: string, max = 80): string {
  const flat = value
    .replace(LINE_BREAKING, ' ')
    .replaceAll('=?', '= ?')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat;
}

/** A display name for an address header; quotes and angle brackets would let it look like another address. */
export const displayName = (value: string, max = 80) =>
  headerText(value.replace(/["<>\\,;:@]/g, ' '), max);

export { escapeHtml };

/** Escaped text with its line breaks kept as <br>. */
export const htmlLines = (value: string) => escapeHtml(value).replace(/\r\n|\r|\n/g, '<br>\n');
