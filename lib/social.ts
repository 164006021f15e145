// On phones, Facebook and Instagram profile links open the app; everywhere else the web link stays.
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini/i;

function isMobileUserAgent(userAgent: string) {
  return MOBILE_UA.test(userAgent);
}

export function toAppDeepLink(url: string, userAgent: string): string {
  if (!isMobileUserAgent(userAgent)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const host = parsed.hostname.replace(/^(www|m)\./, '');
  if (host === 'facebook.com') return `fb://facewebmodal/f?href=${encodeURIComponent(parsed.href)}`;
  if (host === 'instagram.com') {
    const username = parsed.pathname.split('/').filter(Boolean)[0];
    if (username) return `instagram://user?username=${encodeURIComponent(username)}`;
  }
  return url;
}
