import { createContext, useContext } from 'react';
import type { MeetingCard } from '@foro/shared/meetings/schemas';

/** Every modal of the shell (docs/product/shell.md#modals); later features add their own kinds here. */
export type ModalRequest =
  | { kind: 'login' }
  | { kind: 'contact' }
  | { kind: 'video'; title: string; src: string }
  | { kind: 'meetingInfo'; meeting: MeetingCard }
  | { kind: 'missingStops'; names: string[] }
  | {
      kind: 'inscription';
      slug: string;
      title: string;
      calendar: { ics: string; google: string; outlook: string };
      /** The speaker's grammatical gender: "Haz tu pregunta a la ponente" / "al ponente". */
      speakerGender?: 'f' | 'm';
    };

export interface ModalApi {
  current: ModalRequest | null;
  open: (request: ModalRequest) => void;
  close: () => void;
}

export const ModalContext = createContext<ModalApi | null>(null);

export function useModal(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModal must be used inside <ModalProvider>');
  return api;
}
