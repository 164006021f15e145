// Turns a policy body (markdown with '###' sections, may contain HTML) into sanitised HTML. Only the small subset
// volunteers use is converted; anything else stays text or HTML and passes through the sanitiser.
import { safeHref } from './safe-url';
import { sanitizeHtml } from './sanitize';

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function inline(text: string) {
  return text
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, href: string) => {
      const safe = safeHref(href);
      return safe ? `<a href="${escapeAttr(safe)}">${label}</a>` : label;
    })
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,!?:;]|$)/g, '$1<em>$2</em>');
}

function block(chunk: string) {
  const lines = chunk.split('\n');
  const heading = chunk.match(/^(#{2,4})[ \t]+(.+)$/);
  if (heading && lines.length === 1)
    return heading[1] === '####'
      ? `<h4>${inline(heading[2]!)}</h4>`
      : `<h3>${inline(heading[2]!)}</h3>`;
  if (lines.every((line) => /^[-*][ \t]+/.test(line)))
    return `<ul>${lines.map((l) => `<li>${inline(l.replace(/^[-*][ \t]+/, ''))}</li>`).join('')}</ul>`;
  if (lines.every((line) => /^\d+\.[ \t]+/.test(line)))
    return `<ol>${lines.map((l) => `<li>${inline(l.replace(/^\d+\.[ \t]+/, ''))}</li>`).join('')}</ol>`;
  return `<p>${lines.map(inline).join('<br>')}</p>`;
}

/** Markdown body → HTML with line breaks kept, then sanitised (spec: 'Vores Vision'). */
export function policyBodyHtml(markdown: string): string {
  const chunks = markdown
    .replace(/\r\n?/g, '\n')
    // A heading line always starts its own block, even without a blank line after it.
    .replace(/^(#{2,4}[ \t].*)$/gm, '\n$1\n')
    .split(/\n{2,}/)
    .map((chunk) => chunk.trim())
    .filter(Boolean);
  return sanitizeHtml(chunks.map(block).join('\n'));
}
