// The step scripts/build/inline-css.mjs applies to each pre-rendered page after `next build` (issue 30).

const LINK =
  /<link rel="stylesheet" href="\/_next\/(static\/[^"]+\.css)" data-precedence="([^"]*)"\/>/g;

/**
 * The page with each render-blocking stylesheet link replaced by the stylesheet inline and a print-only link.
 * @param {string} html
 * @param {(file: string) => string} readCss reads a file under the build folder, e.g. 'static/chunks/x.css'
 * @returns {{ html: string, count: number }}
 */
export function inlineStylesheets(html, readCss) {
  let count = 0;
  const out = html.replace(LINK, (_, file, precedence) => {
    count += 1;
    const css = readCss(file).replace(/<\/style/gi, '<\\/style');
    return `<style data-inlined="/_next/${file}">${css}</style><link rel="stylesheet" href="/_next/${file}" data-precedence="${precedence}" media="print"/>`;
  });
  return { html: out, count };
}
