import { buildNewsFeed, feedResponse } from '@/lib/news/feed';

// Written once at build time from content/news, like the pages.
export const dynamic = 'force-static';

export const GET = () => feedResponse(buildNewsFeed('atom').atom1(), 'application/atom+xml');
