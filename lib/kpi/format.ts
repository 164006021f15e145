// Danish formatting for KPI values, periods and source links.
const dateFormat = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2024-01-01' → '1. januar 2024'. */
export const danishDate = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

/** 'https://data.example/x' → 'data.example'. */
export const sourceHost = (url: string) => new URL(url).host;
