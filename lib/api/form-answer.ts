// The answer to a browser's own form post (a <form method="post"> sent before the page's code has loaded, or after it
// failed to load): a small Danish page with the same message the form would have shown, the status the JSON answer
// has, and a way back. Nothing from the request is written into it; the link back is one the route chose.
import type { z } from 'zod';
import { siteName } from '@/lib/seo';
import { readFormBody } from './body';
import type { ApiError } from './errors';
import { apiErrorOf, guardWrite, validate } from './handler';
import type { RateLimit } from './rate-limit';
import { escapeHtml } from '@/lib/html/escape';

// Its own policy: no script, no request of any kind; only the inline style below.
const POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const STYLE =
  'body{font-family:system-ui,sans-serif;color:#0f172a;margin:0;line-height:1.5}main{max-width:40rem;margin:0 auto;padding:3rem 1rem}h1{font-size:1.75rem;line-height:1.2}a{color:#0b5a53;font-weight:600}a:focus-visible{outline:3px solid #0f6e66;outline-offset:2px}';

export type FormAnswer = {
  status: number;
  title: string;
  message: string;
  /** A path on this site, chosen by the route (never taken from the request as it is). */
  back: string;
  backLabel: string;
  headers?: Record<string, string>;
};

function formAnswer({ status, title, message, back, backLabel, headers }: FormAnswer) {
  const role = status < 300 ? 'status' : 'alert';
  const html = `<!doctype html>
<html lang="da">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${escapeHtml(siteName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p role="${role}">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(back)}">${escapeHtml(backLabel)}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': POLICY,
      'X-Robots-Tag': 'noindex',
    },
  });
}

/** The page for a refusal: the ApiError's own Danish message and status (and its Retry-After, if any). */
function formRefusal(error: ApiError, title: string, back: string, backLabel: string) {
  return formAnswer({
    status: error.status,
    title,
    message: error.message,
    back,
    backLabel,
    headers: error.headers,
  });
}

/** How each field of a form arrives in a browser's own post: a text, a box (`on` when ticked, absent when not), or a group of boxes (its name repeated). */
export type FormShape = Record<string, 'text' | 'box' | 'list'>;

/**
 * A form post's fields in the shape the form's JSON client sends: so the one schema checks both. Only the shape's
 * fields are read (another one is ignored, and the strict schema never sees it); a single field sent twice counts once.
 */
function fieldsOf(form: URLSearchParams, shape: FormShape): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(shape).map(([name, kind]) => [
      name,
      kind === 'box'
        ? form.get(name) === 'on'
        : kind === 'list'
          ? form.getAll(name)
          : (form.get(name) ?? ''),
    ]),
  );
}

/**
 * The answer to the browser's own post of one of the site's forms (issue 48: the form's code loads on the visitor's
 * first touch, so a form sent before it arrives, or after it failed to load, is posted by the browser itself): the
 * route's own guard, schema and work, answered with a page that says what the form would have said, with the status
 * the JSON answer has, and a way back to the form.
 */
export function formPostHandler<S extends z.core.$ZodType>({
  name,
  limit,
  schema,
  shape,
  run,
  done,
  refused,
  back,
  backLabel,
}: {
  /** The route's name in the log (never the request's content). */
  name: string;
  limit: RateLimit;
  schema: S;
  /** How the form's fields arrive (or the route's own reader of them, where one needs more than a shape says). */
  shape: FormShape | ((form: URLSearchParams) => Record<string, unknown>);
  /** The route's work on the checked values; throws its refusals as ApiErrors. */
  run: (values: z.output<S>, request: Request) => Promise<unknown>;
  done: readonly [title: string, message: string];
  /** The page's heading when the form was not accepted. */
  refused: string;
  /** The way back: one path, or one the route picks from the fields it read (none yet when the guard refused). */
  back: string | ((fields?: Record<string, unknown>) => string);
  backLabel: string | ((back: string) => string);
}) {
  const way = (fields?: Record<string, unknown>) => {
    const path = typeof back === 'string' ? back : back(fields);
    return [path, typeof backLabel === 'string' ? backLabel : backLabel(path)] as const;
  };
  return async (request: Request) => {
    let [to, label] = way();
    try {
      await guardWrite(request, limit);
      const form = await readFormBody(request);
      const fields = typeof shape === 'function' ? shape(form) : fieldsOf(form, shape);
      [to, label] = way(fields);
      await run(validate(schema, fields), request);
      return formAnswer({
        status: 201,
        title: done[0],
        message: done[1],
        back: to,
        backLabel: label,
      });
    } catch (error) {
      return formRefusal(apiErrorOf(error, name), refused, to, label);
    }
  };
}
