// React 19.2's server renderer writes a completed Suspense boundary "out of line" once the page's shell holds more
// than 12,800 bytes and the boundary more than 500 (`isEligibleForOutlining` and `progressiveChunkSize` in
// react-dom-server; Next does not let an app set the size): an empty placeholder where the boundary belongs
// (`<!--$?--><template id="B:0"></template><!--/$-->`), the content in a `<div hidden id="S:0">` after the shell,
// and an inline script `$RC("B:0","S:0")` that moves it into place — in the first frame, or, once a frame has been
// drawn, 300 ms after it (React's reveal throttle). In a page rendered at build time every boundary is complete, so
// this only delays what the HTML already holds: the site's lazily hydrated forms (onUse/onView) showed up after the
// first paint, cost one more style and layout pass of the whole page when they did, and never showed without
// JavaScript. This puts each such boundary back where it belongs, as the renderer writes a boundary it inlines
// (`<!--$-->content<!--/$-->`): the DOM is the one the script would have left, so hydration finds what it expects.
// Only a boundary whose placeholder has no fallback, whose content sits in its hidden <div> and whose `$RC` call
// follows that <div> directly is moved; anything else is left as the renderer wrote it.

const CALL = /\$RC\("B:(\d+)","S:(\d+)"\)/;

/**
 * @param {string} html a pre-rendered page
 * @returns {{ html: string, count: number }} the page with its completed out-of-line boundaries inlined
 */
export function inlineCompletedBoundaries(html) {
  let count = 0;
  let from = 0;
  for (;;) {
    const rest = html.slice(from);
    const found = rest.match(CALL);
    if (!found || found.index === undefined) break;
    const callAt = from + found.index;
    const [call, boundaryId, segmentId] = found;
    const scriptAt = html.lastIndexOf('<script', callAt);
    const segmentOpen = `<div hidden id="S:${segmentId}">`;
    const segmentAt = html.lastIndexOf(segmentOpen, scriptAt);
    const placeholder = `<!--$?--><template id="B:${boundaryId}"></template><!--/$-->`;
    const placeholderAt = html.indexOf(placeholder);
    const closesRightBefore = html.slice(scriptAt - '</div>'.length, scriptAt) === '</div>';
    const content =
      segmentAt < 0 ? '' : html.slice(segmentAt + segmentOpen.length, scriptAt - '</div>'.length);
    // The segment is exactly one <div>: no other segment inside it, its own <div>s balanced.
    const whole =
      !content.includes('<div hidden id="S:') &&
      (content.match(/<div[\s>]/g) ?? []).length === (content.match(/<\/div>/g) ?? []).length;
    if (
      segmentAt < 0 ||
      placeholderAt < 0 ||
      placeholderAt > segmentAt ||
      !closesRightBefore ||
      !whole
    ) {
      from = callAt + call.length;
      continue;
    }
    // The call, with the `;` that joins it to the renderer's definitions when they share a script.
    const callStart = html[callAt - 1] === ';' ? callAt - 1 : callAt;
    const scriptEnd = html.indexOf('</script>', callAt) + '</script>'.length;
    let script = html.slice(scriptAt, callStart) + html.slice(callAt + call.length, scriptEnd);
    if (/^<script>\s*<\/script>$/.test(script)) script = '';
    html =
      html.slice(0, placeholderAt) +
      `<!--$-->${content}<!--/$-->` +
      html.slice(placeholderAt + placeholder.length, segmentAt) +
      script +
      html.slice(scriptEnd);
    count += 1;
    from = placeholderAt;
  }
  return { html, count };
}
