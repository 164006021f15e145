'use client';

import { Download } from 'lucide-react';
import { notify } from '@/components/ui/notify';

/** Shows the download toast only; by design no file is fetched (spec §7). */
export function DownloadButton({
  fileName,
  announceName = false,
}: {
  fileName: string;
  announceName?: boolean;
}) {
  const start = () =>
    notify.show(
      announceName ? (
        <span>
          <strong className="block">Download startet</strong>
          {fileName} bliver downloadet...
        </span>
      ) : (
        'Download startet'
      ),
    );
  return (
    <button type="button" className="btn-secondary" onClick={start}>
      <Download className="h-4 w-4" aria-hidden="true" />
      Download<span className="sr-only"> {fileName}</span>
    </button>
  );
}
