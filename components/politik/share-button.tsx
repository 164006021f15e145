import { Check, Share2 } from 'lucide-react';
import { StaticIcon } from '@/components/ui/static-icon';

/**
 * Spec: 'Del' copies the page address, toasts, and reads 'Kopieret!' for two seconds. Server HTML (issue 48): the click
 * is handled by one listener on the document (`useShareButtons`, run by the layout's SiteEffects leaf), which marks the
 * button `data-copied` for the two seconds; the mark swaps the icon and the label here, so nothing but the mark changes
 * in the DOM React rendered, and the icons are drawn on the server (`StaticIcon`). As a client component of its own it
 * cost a policy ~6 ms of React's work at load, unslowed (docs/hydration.md, nineteenth part).
 */
export function ShareButton() {
  return (
    <button type="button" data-share="" className="group btn-secondary">
      <StaticIcon icon={Share2} aria-hidden="true" className="h-4 w-4 group-data-[copied]:hidden" />
      <StaticIcon
        icon={Check}
        aria-hidden="true"
        className="hidden h-4 w-4 group-data-[copied]:block"
      />
      <span className="group-data-[copied]:hidden">Del</span>
      <span className="hidden group-data-[copied]:inline">Kopieret!</span>
    </button>
  );
}
