// /ai/playbooks/{slug}: one page per AI playbook (content/playbooks).
import { slugSegment } from '@/app/(site)/_segments/content-segment';
import { playbooks } from '@/lib/content/playbooks';
import { pageMetadata } from '@/lib/seo';

export const { generateStaticParams, generateMetadata, entry, size, contentType, alt, ogImage } =
  slugSegment(playbooks, {
    metadata: (playbook) =>
      pageMetadata({
        title: playbook.title,
        description: `AI-playbook for ${playbook.domain}: formål, roller, trin, risici og DPIA.`,
        path: `/ai/playbooks/${playbook.slug}`,
        type: 'article',
        ownImage: true,
      }),
    og: {
      alt: 'AI-playbook',
      card: (playbook) => ({ title: playbook.title, kicker: `AI-playbook · ${playbook.domain}` }),
      fallback: { title: 'AI-playbook', kicker: 'AI-playbook' },
    },
  });
