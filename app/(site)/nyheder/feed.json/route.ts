import { buildNewsFeed, feedResponse } from '@/lib/news/feed';

// Written once at build time from content/news, like the pages.
export const dynamic = 'force-static';

export const GET = () => feedResponse(buildNewsFeed('json').json1(), 'application/feed+json');
