// First-party, cookie-free beacon to /api/events; visitors who ask not to be tracked send nothing.
// The endpoint comes from the site's layout (content/site.json's analytics, read on the server) through SiteEffects (useRouteTracking):
// importing site.json here put the whole file (its newsletter topics, links, texts) in every page's JavaScript.

/** Null (the default) sends nothing: analytics is off, or the layout has not said where to send. */
let endpoint: string | null = null;

export function setAnalyticsEndpoint(value: string | null) {
  endpoint = value;
}

type Payload = { kind: 'pageview'; page: string } | { kind: 'ai_demo'; demo: string };

function optedOut() {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

export function sendAnalytics(payload: Payload) {
  if (!endpoint || typeof navigator === 'undefined' || optedOut()) return;
  const body = JSON.stringify(payload);
  try {
    fetch(endpoint, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    }).catch(() => {});
  } catch {
    // Analytics must never break the page.
  }
}
