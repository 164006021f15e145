// The /nyheder list in pages of ten: page 1 is /nyheder itself, pages 2… are /nyheder/side/{n}.

export const NEWS_PAGE_SIZE = 10;

/** How many posts 'Seneste nyt' on the home page shows. */
export const LATEST_NEWS_COUNT = 3;

/** How many list pages `count` posts fill (an empty list still has its first page). */
export const pageCount = (count: number, size = NEWS_PAGE_SIZE) =>
  Math.max(1, Math.ceil(count / size));

/** The posts on page `page` (1-based). */
export const pageItems = <T>(items: readonly T[], page: number, size = NEWS_PAGE_SIZE): T[] =>
  items.slice((page - 1) * size, page * size);

/** The address of list page `page`. */
export const listPagePath = (page: number) => (page <= 1 ? '/nyheder' : `/nyheder/side/${page}`);

/** The pages that live under /nyheder/side/: 2 … last, none when everything fits on /nyheder. */
export const extraPageNumbers = (count: number, size = NEWS_PAGE_SIZE) =>
  Array.from({ length: pageCount(count, size) - 1 }, (_, i) => i + 2);
