/**
 * The draws' addresses, without zod: a member page's first screen imports them from here and loads no
 * validation library (docs/decisions/0072-a-member-pages-first-screen.md). The schemas re-export them.
 */
export const drawPaths = {
  current: '/api/draws/current',
  draw: (id: string) => `/api/draws/${encodeURIComponent(id)}`,
  /** The signed-in member's own entry codes, per draw made (decision 0079). */
  myEntries: '/api/draws/my-entries',
} as const;

export const raffles = ['tablet', 'smartwatch'] as const;
export type Raffle = (typeof raffles)[number];
export const raffleLabels: Record<Raffle, string> = { tablet: 'Tablet', smartwatch: 'Smartwatch' };
/** "Sorteo de la tablet", "Sorteo del smartwatch": each prize with its own article. */
export const raffleTitles: Record<Raffle, string> = {
  tablet: 'Sorteo de la tablet',
  smartwatch: 'Sorteo del smartwatch',
};
