// Builds the widget URL and the three copy-paste snippets the docs generator shows; no validation (spec §5).
import { EMBED_PATH } from './headers.js';
import { embedMessages, resolveLang } from './i18n';

export type EmbedOptions = {
  origin: string;
  lang: string;
  primaryColor: string;
  width: string;
  height: string | number;
};

const attr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A bare number is read as pixels, anything else (100%, 40rem) is kept as typed. */
export const cssLength = (value: string | number) => {
  const text = String(value).trim();
  return /^\d+(\.\d+)?$/.test(text) ? `${text}px` : text;
};

export function buildEmbedUrl({
  origin,
  lang,
  primaryColor,
}: Pick<EmbedOptions, 'origin' | 'lang' | 'primaryColor'>) {
  const query = new URLSearchParams({ lang, primaryColor })
    .toString()
    .replace(/%28/g, '(')
    .replace(/%29/g, ')');
  return `${origin.replace(/\/$/, '')}${EMBED_PATH}?${query}`;
}

/** The iframe title names the widget in the chosen language (WCAG 4.1.2). */
const frameTitle = (lang: string) => embedMessages[resolveLang(lang)].heading;

export function buildSnippets(options: EmbedOptions) {
  const url = buildEmbedUrl(options);
  const title = attr(frameTitle(options.lang));
  const width = attr(cssLength(options.width));
  const height = attr(cssLength(options.height));
  const iframe = (style: string) =>
    `<iframe src="${attr(url)}" title="${title}" loading="lazy" style="${style}"></iframe>`;
  const basic = iframe(`display:block;border:0;width:${width};height:${height}`);
  const responsive = `<div style="width:100%;max-width:${width}">\n  ${iframe(`display:block;border:0;width:100%;height:${height}`)}\n</div>`;
  const loader = [
    `<div data-campaign-widget data-lang="${attr(options.lang)}" data-primary-color="${attr(options.primaryColor)}" data-width="${width}" data-height="${height}"></div>`,
    `<script src="${attr(options.origin.replace(/\/$/, ''))}/embed.js" async></script>`,
    `<noscript>${basic}</noscript>`,
  ].join('\n');
  return { url, basic, responsive, loader };
}
