import type { DemoKind } from '@/lib/demo/kinds';

/** What the browser needs of one demo definition (content/demos). */
export type DemoTab = {
  id: string;
  title: string;
  kind: DemoKind;
  description: string;
  examples: string[];
};
