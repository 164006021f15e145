// Which spec not-found state an address deserves: unknown slugs under the content routes get their own text
// ('Tema ikke fundet', 'Case ikke fundet', …); known pages and anything else return null.
import { getCandidateBySlug } from './candidates';
import { getCaseBySlug } from './cases';
import { getNewsPost } from './news';
import { getEventBySlug } from './events';
import { getPlaybookBySlug } from './playbooks';
import { getPolicy } from './policies';
import { getPolicyArea } from './policy-areas';
import { getTheme } from './themes';
import { getArchivedNewsletter } from '../newsletter/public/archive';

export const notFoundKinds = ['tema', 'politik', 'case', 'kandidat', 'playbook', 'nyhed', 'arrangement', 'nyhedsbrev'] as const;
export type NotFoundKind = (typeof notFoundKinds)[number];

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

// A page's generated files (opengraph-image) sit one level below it and are not missing pages.
const isPageAsset = (segment: string) => segment.startsWith('opengraph-image');

/** Deeper or other paths return null too: Next answers them with the site's 404 page. */
export function notFoundKind(pathname: string): NotFoundKind | null {
  const parts = pathname.split('/').filter(Boolean).map(decode);
  const [root, a = '', b = ''] = parts;
  // Files in public/ (e.g. /kandidater/jonas-ravn.png) share these prefixes; slugs never contain a dot.
  if (parts.some((part) => part.includes('.'))) return null;
  if (root === 'politik' && parts.length === 2) return getPolicyArea(a) || getTheme(a) ? null : 'tema';
  if (root === 'politik' && parts.length === 3 && !isPageAsset(b)) return getPolicy(b)?.categorySlug === a ? null : 'politik';
  if (root === 'cases' && parts.length === 2) return getCaseBySlug(a) ? null : 'case';
  if (root === 'kandidater' && parts.length === 2) return getCandidateBySlug(a) ? null : 'kandidat';
  // /moed-os/afmeld and /moed-os/bekraeft are the cancel and confirm pages, not events.
  if (root === 'moed-os' && parts.length === 2 && !['afmeld', 'bekraeft'].includes(a)) return getEventBySlug(a) ? null : 'arrangement';
  if (root === 'ai' && a === 'playbooks' && parts.length === 3) return getPlaybookBySlug(b) ? null : 'playbook';
  // /nyheder/side/{n} is the list's pages (an unknown one gets the site's 404), not a post.
  if (root === 'nyheder' && parts.length === 2 && a !== 'side') return getNewsPost(a) ? null : 'nyhed';
  // /nyhedsbrev/afmeld, /bekraeft and /indstillinger are the reader's pages; a newsletter not in the archive has no page.
  if (root === 'nyhedsbrev' && parts.length === 2 && !['afmeld', 'bekraeft', 'indstillinger'].includes(a)) return getArchivedNewsletter(a) ? null : 'nyhedsbrev';
  return null;
}
