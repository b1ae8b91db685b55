import { createContext, useContext } from 'react';
import { useTakenOver } from './use-taken-over';

/**
 * A page the server drew (prerender.tsx): when, by the server's clock, and whether for a signed-in
 * member (decision 0108) or for any visitor (decision 0055). Null in a page the browser drew itself.
 *
 * While the browser takes such a page over (`useTakenOver()` is false), what depends on the moment or
 * the person renders as the server drew it: "hace 5 minutos" counts from `at`, a meeting's hour is in
 * the member's own zone, so the take-over finds the same text (a difference is a hydration error, and
 * React then draws the page again). Once the page is the browser's, it follows its own clock and zone.
 */
export interface DrawnPage {
  at: number;
  forMember: boolean;
  /** The portal's address the page was drawn for (`https://…`), for the links it shares. */
  origin: string;
  /** Drawn with the cookie banner: on a device that has not told the server it answered it. */
  banner: boolean;
}

export const DrawnPageContext = createContext<DrawnPage | null>(null);

export const useDrawnPage = () => useContext(DrawnPageContext);

/**
 * Now by the server's clock for a render (`offsetMs`: how far it is ahead of this device's): the moment
 * the page was drawn while the browser takes a drawn page over, so that a countdown reads as the server
 * drew it; the device's clock once the page is the browser's.
 */
export function useRenderNow(offsetMs: number): number {
  const takenOver = useTakenOver();
  const drawn = useDrawnPage();
  return !takenOver && drawn ? drawn.at : Date.now() + offsetMs;
}
