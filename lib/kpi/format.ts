// KPI source links (dates and numbers: lib/format).

/** 'https://data.example/x' → 'data.example'. */
export const sourceHost = (url: string) => new URL(url).host;
