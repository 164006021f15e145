// The W3C Nu HTML Checker (vnu-jar) as a web service, started once per run beside the site's server
// (playwright.config.ts webServer) and shared by both workers: one JVM instead of one per page.
const vnuPort = Number(process.env.E2E_VNU_PORT ?? 3190);
export const vnuURL = `http://127.0.0.1:${vnuPort}/`;
export const vnuCommand = `java -Xss1m -cp node_modules/vnu-jar/build/dist/vnu.jar -Dnu.validator.servlet.bind-address=127.0.0.1 nu.validator.servlet.Main ${vnuPort}`;

type Message = {
  type: string;
  subType?: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

/**
 * The checker's errors for one HTML document, as `vnu --errors-only --filterpattern 'CSS: .*'` reported them: the
 * stylesheet is inlined into each page (scripts/build/inline-css.mjs), and vnu's CSS checker predates what Tailwind 4 writes
 * (@property, margin-trim), so the HTML is checked here, the CSS as it was when it was a linked file.
 */
export async function htmlErrors(html: string): Promise<string[]> {
  const response = await fetch(`${vnuURL}?out=json`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
    body: html,
  });
  const { messages } = (await response.json()) as { messages: Message[] };
  return messages
    .filter(
      (m) => (m.type === 'error' || m.type === 'non-document-error') && !/^CSS: /.test(m.message),
    )
    .map(
      (m) => `line ${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` (${m.extract.trim()})` : ''}`,
    );
}
