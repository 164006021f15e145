// A grader after the Mozilla HTTP Observatory's scoring rules (base 100, modifiers per test; A+ at 100 or more).
// Rules that need a public HTTPS host (HTTP→HTTPS redirection, HSTS preload list) are out of reach on localhost.

export type Grade = {
  score: number;
  results: Record<string, { result: string; modifier: number }>;
};

type Policy = Map<string, string[]>;

function parsePolicy(text: string | null | undefined): Policy {
  const policy: Policy = new Map();
  for (const part of (text ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), values);
  }
  return policy;
}

function csp(header: Policy, meta: Policy) {
  if (header.size === 0 && meta.size === 0) return { result: 'csp-not-implemented', modifier: -25 };
  const merged: Policy = new Map([...meta, ...header]);
  const scripts = merged.get('script-src') ?? merged.get('default-src');
  const styles = merged.get('style-src') ?? merged.get('default-src');
  if (!scripts || !merged.has('default-src'))
    return { result: 'csp-implemented-with-unsafe-default-src-missing', modifier: -20 };
  if (scripts.some((v) => v === "'unsafe-inline'" && !scripts.some((s) => /^'(sha|nonce)/.test(s))))
    return { result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  if (scripts.some((v) => /^(https?:|\*|data:)$/.test(v)))
    return { result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (scripts.includes("'unsafe-eval'"))
    return { result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  if (merged.get('default-src')?.join(' ') === "'none'")
    return { result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  if (styles?.includes("'unsafe-inline'"))
    return { result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  return { result: 'csp-implemented-with-no-unsafe', modifier: 0 };
}

export function grade(headers: Record<string, string>, html = ''): Grade {
  const h = (name: string) => headers[name.toLowerCase()];
  const metaCsp = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i)?.[1];
  const headerPolicy = parsePolicy(h('content-security-policy'));
  const results: Grade['results'] = {};

  results.csp = csp(headerPolicy, parsePolicy(metaCsp));

  results.cookies = h('set-cookie')
    ? /secure/i.test(h('set-cookie')!) &&
      /httponly/i.test(h('set-cookie')!) &&
      /samesite/i.test(h('set-cookie')!)
      ? { result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 }
      : { result: 'cookies-without-secure-flag', modifier: -20 }
    : { result: 'cookies-not-found', modifier: 0 };

  const acao = h('access-control-allow-origin');
  results.cors =
    acao === '*' && h('access-control-allow-credentials') === 'true'
      ? { result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 }
      : {
          result: acao
            ? 'cross-origin-resource-sharing-implemented-with-public-access'
            : 'cross-origin-resource-sharing-not-implemented',
          modifier: 0,
        };

  const referrer = h('referrer-policy')?.split(',').pop()?.trim();
  results.referrer = !referrer
    ? { result: 'referrer-policy-not-implemented', modifier: 0 }
    : ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(
          referrer,
        )
      ? { result: 'referrer-policy-private', modifier: 5 }
      : { result: 'referrer-policy-unsafe', modifier: -5 };

  const maxAge = Number(h('strict-transport-security')?.match(/max-age=(\d+)/i)?.[1] ?? NaN);
  results.hsts = Number.isNaN(maxAge)
    ? { result: 'hsts-not-implemented', modifier: -20 }
    : maxAge >= 15768000
      ? { result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
      : { result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };

  const external = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)].filter((m) =>
    /^(https?:)?\/\//.test(m[1]!),
  );
  results.sri =
    external.length === 0 || external.every((m) => /\sintegrity=/.test(m[0]))
      ? {
          result: external.length
            ? 'sri-implemented-and-external-scripts-loaded-securely'
            : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
          modifier: external.length ? 5 : 0,
        }
      : { result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };

  results.xContentTypeOptions =
    h('x-content-type-options')?.toLowerCase() === 'nosniff'
      ? { result: 'x-content-type-options-nosniff', modifier: 0 }
      : { result: 'x-content-type-options-not-implemented', modifier: -5 };

  const xfo = h('x-frame-options')?.toLowerCase();
  results.framing = headerPolicy.has('frame-ancestors')
    ? { result: 'x-frame-options-implemented-via-csp', modifier: 5 }
    : xfo === 'deny' || xfo === 'sameorigin'
      ? { result: 'x-frame-options-sameorigin-or-deny', modifier: 0 }
      : { result: 'x-frame-options-not-implemented', modifier: -20 };

  const corp = h('cross-origin-resource-policy');
  results.corp =
    corp && ['same-origin', 'same-site', 'cross-origin'].includes(corp)
      ? { result: `corp-implemented-with-${corp}`, modifier: 0 }
      : { result: 'corp-not-implemented', modifier: 0 };

  const modifiers = Object.values(results).map((r) => r.modifier);
  // Like the Observatory, bonuses only count once the page has no penalties.
  const penalties = modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const bonuses = penalties === 0 ? modifiers.filter((m) => m > 0).reduce((a, b) => a + b, 0) : 0;
  return { score: 100 + penalties + bonuses, results };
}
