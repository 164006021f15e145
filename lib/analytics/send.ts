// First-party, cookie-free beacon to /api/events; visitors who ask not to be tracked send nothing.
import { site } from '@/lib/site';

type Payload = { kind: 'pageview'; page: string } | { kind: 'ai_demo'; demo: string };

function optedOut() {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

export function sendAnalytics(payload: Payload) {
  if (!site.analytics.enabled || typeof navigator === 'undefined' || optedOut()) return;
  const body = JSON.stringify(payload);
  try {
    fetch(site.analytics.endpoint, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    }).catch(() => {});
  } catch {
    // Analytics must never break the page.
  }
}
