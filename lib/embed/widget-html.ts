// Renders /embed as one small self-contained HTML document: no React on the client; its own meta CSP allows exactly
// its inline CSS and JS by hash (frame-ancestors comes from the header in next.config.mjs, a meta tag cannot carry it).
import { createHash } from 'node:crypto';
import { escapeHtml } from '../html/escape';
import { EMBED_MESSAGE_TYPE } from './config';
import { embedMessages, fill, type EmbedLang } from './i18n';

export type WidgetCase = {
  slug: string;
  title: string;
  department: string;
  impactValue: number;
  impactUnit: string;
  hoursSavedPerMonth: number;
};

export type WidgetInput = {
  lang: EmbedLang;
  /** Already validated by parsePrimaryColor. */
  primaryColor: string;
  cases: WidgetCase[];
  siteUrl: string;
  siteName: string;
  municipality: string;
};

export { escapeHtml };

const CSS = `*{box-sizing:border-box}html,body{margin:0;background:#fff}body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f172a}main{padding:16px}h1{margin:0;font-size:1.2rem;color:var(--p)}.lead{margin:2px 0 12px;color:#475569;font-size:.9rem}ul{list-style:none;margin:0;padding:0;display:grid;gap:10px;grid-template-columns:repeat(auto-fill,minmax(200px,1fr))}li{border:1px solid #e2e8f0;border-top:4px solid var(--p);border-radius:10px;padding:12px}.i{margin:0;color:#334155;font-size:.85rem}.n{display:block;font-size:1.6rem;font-weight:700;line-height:1.2;color:var(--p)}h2{margin:6px 0;font-size:1rem;line-height:1.3}a{color:inherit;text-underline-offset:2px}a:focus-visible{outline:3px solid var(--p);outline-offset:2px}dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:2px 8px;color:#475569;font-size:.85rem}dd{margin:0}footer{margin-top:12px;display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px 12px;color:#475569;font-size:.85rem}footer p{margin:0}.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;

// Posts the content height to the host page; '*' is fine because a height is no secret and the host origin is unknown.
const RESIZE_SCRIPT = `(function(){var m=document.querySelector("main"),l=-1;function s(){var h=Math.ceil(m.getBoundingClientRect().height);if(h!==l&&parent!==window){l=h;parent.postMessage({type:${JSON.stringify(EMBED_MESSAGE_TYPE)},height:h},"*")}}if(window.ResizeObserver)new ResizeObserver(s).observe(m);addEventListener("load",s);s()})();`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function renderCase(item: WidgetCase, input: WidgetInput, t: (typeof embedMessages)[EmbedLang]) {
  const number = new Intl.NumberFormat(t.locale, { maximumFractionDigits: 1 });
  const impact = item.impactValue > 0 ? number.format(item.impactValue) : '–';
  const hours = number.format(item.hoursSavedPerMonth);
  const href = `${input.siteUrl}/cases/${encodeURIComponent(item.slug)}`;
  return `<li><p class="i"><span class="n">${escapeHtml(impact)}</span> ${escapeHtml(item.impactUnit)}</p><h2><a href="${escapeHtml(href)}" target="_blank" rel="noopener">${escapeHtml(item.title)}<span class="sr"> ${escapeHtml(t.newWindow)}</span></a></h2><dl><dt>${escapeHtml(t.department)}</dt><dd>${escapeHtml(item.department)}</dd><dt>${escapeHtml(t.hoursSaved)}</dt><dd><span aria-hidden="true">${escapeHtml(fill(t.hoursPerMonth, { hours }))}</span><span class="sr">${escapeHtml(fill(t.hoursPerMonthLong, { hours }))}</span></dd></dl></li>`;
}

/** The policy for the widget document: nothing may load, only these two styles and this one script may run. */
const widgetPolicy = (colorCss: string) =>
  [
    "default-src 'none'",
    `style-src ${sha256(CSS)} ${sha256(colorCss)}`,
    `script-src ${sha256(RESIZE_SCRIPT)}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');

/** The whole widget document. */
export function renderWidget(input: WidgetInput): string {
  const t = embedMessages[input.lang];
  const names = { site: input.siteName, municipality: input.municipality };
  const colorCss = `:root{--p:${input.primaryColor}}`;
  const list = input.cases.length
    ? `<ul>${input.cases.map((item) => renderCase(item, input, t)).join('')}</ul>`
    : `<p>${escapeHtml(t.noCases)}</p>`;
  const moreHref = `${input.siteUrl}/cases`;
  return `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${widgetPolicy(colorCss)}"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(fill(t.documentTitle, names))}</title><style>${CSS}</style><style>${colorCss}</style></head><body class="embed-mode"><main><h1>${escapeHtml(t.heading)}</h1><p class="lead">${escapeHtml(fill(t.intro, names))}</p>${list}<footer><p>${escapeHtml(t.fictional)}</p><p><a href="${escapeHtml(moreHref)}" target="_blank" rel="noopener">${escapeHtml(fill(t.moreLink, names))}<span class="sr"> ${escapeHtml(t.newWindow)}</span></a></p></footer></main><script>${RESIZE_SCRIPT}</script></body></html>`;
}
