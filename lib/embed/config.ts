// Constants of the embeddable widget shared by the /embed route, the loader (public/embed.js) and the docs generator.
// No lib/site import: the docs generator runs in the browser, and site validation would bring zod along.

/** postMessage type the widget sends its height with; public/embed.js listens for the same string. */
export const EMBED_MESSAGE_TYPE = 'campaign-widget:height';

/** Spec §9: the widget shows at most six cases. */
export const EMBED_MAX_CASES = 6;

/** Spec §9: the docs generator's defaults. */
export const EMBED_DOCS_DEFAULTS = {
  lang: 'da',
  hsl: { hue: 222.2, saturation: 47.4, lightness: 11.2 },
  width: '100%',
  height: 600,
} as const;
