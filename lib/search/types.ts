// Shared by the index builder (Node) and the /soeg page (browser).
export const searchTypes = [
  'Politik',
  'Forslag',
  'Case',
  'Kandidat',
  'Playbook',
  'Side',
  'Nyhed',
  'Arrangement',
  'Nyhedsbrev',
] as const;
type SearchType = (typeof searchTypes)[number];

export type SearchSection = { heading?: string; text: string };

export type SearchRecord = {
  url: string;
  title: string;
  type: SearchType;
  sections: SearchSection[];
};
