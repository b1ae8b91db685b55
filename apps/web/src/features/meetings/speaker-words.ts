import type { Speaker } from '@foro/shared/meetings/schemas';

type Gender = Speaker['speaker_gender'];

/**
 * The member pages' words for a meeting's speaker, agreeing with the grammatical gender staff chose
 * (docs/product/meetings.md#speaker-and-host): "Pregunta a la ponente" / "Pregunta al ponente".
 * "Ponente" alone and "Conduce" read the same for both, so they are not here.
 */
export function speakerWords(gender: Gender | undefined) {
  const f = gender === 'f';
  return {
    /** "el ponente" / "la ponente". */
    theSpeaker: f ? 'la ponente' : 'el ponente',
    /** "al ponente" / "a la ponente" (the contraction of "a el"). */
    toTheSpeaker: f ? 'a la ponente' : 'al ponente',
    /** "El experto" / "La experta": the meeting's speaker page. */
    theExpert: f ? 'La experta' : 'El experto',
  };
}

/** The words for the first speaker of a meeting (the masculine when a meeting has none). */
export const meetingSpeakerWords = (meeting: { speakers: Pick<Speaker, 'speaker_gender'>[] }) =>
  speakerWords(meeting.speakers[0]?.speaker_gender);
