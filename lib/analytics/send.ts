// First-party, cookie-free beacon to /api/events; visitors who ask not to be tracked send nothing.
// The raw settings, not lib/site: validating them (zod) in every visitor's browser would cost ~30 KB of JavaScript;
// lib/site validates the same file on the server and in the content check.
import siteJson from '@/content/site.json';

const { analytics } = siteJson;

type Payload = { kind: 'pageview'; page: string } | { kind: 'ai_demo'; demo: string };

function optedOut() {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

export function sendAnalytics(payload: Payload) {
  if (!analytics.enabled || typeof navigator === 'undefined' || optedOut()) return;
  const body = JSON.stringify(payload);
  try {
    fetch(analytics.endpoint, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    }).catch(() => {});
  } catch {
    // Analytics must never break the page.
  }
}
