// /moed-os/{slug}: one page per event (content/events).
import { slugSegment } from '@/app/(site)/_segments/content-segment';
import { eventPath, events } from '@/lib/content/events';
import { dayLabel } from '@/lib/events/format';
import { pageMetadata } from '@/lib/seo';

export const { generateStaticParams, generateMetadata, entry, size, contentType, alt, ogImage } =
  slugSegment(events, {
    metadata: (event) =>
      pageMetadata({
        title: event.title,
        description: event.summary,
        path: eventPath(event),
        ownImage: true,
      }),
    og: {
      alt: 'Arrangement',
      card: (event) => ({ title: event.title, kicker: `Mød os · ${dayLabel(event.startAt)}` }),
      fallback: { title: 'Mød os', kicker: 'Mød os' },
    },
  });
