import { describe, expect, it } from 'vitest';
import { meetingSpeakerWords, speakerWords } from './speaker-words';

describe('the speaker’s words follow the grammatical gender', () => {
  it('says "la ponente", "a la ponente" and "La experta" for a woman', () => {
    expect(speakerWords('f')).toEqual({
      theSpeaker: 'la ponente',
      toTheSpeaker: 'a la ponente',
      theExpert: 'La experta',
    });
  });

  it('says "el ponente", "al ponente" and "El experto" for a man', () => {
    expect(speakerWords('m')).toEqual({
      theSpeaker: 'el ponente',
      toTheSpeaker: 'al ponente',
      theExpert: 'El experto',
    });
  });

  it('reads the first speaker of a meeting, and the masculine when there is none', () => {
    expect(meetingSpeakerWords({ speakers: [{ speaker_gender: 'f' }] }).toTheSpeaker).toBe('a la ponente');
    expect(meetingSpeakerWords({ speakers: [] }).toTheSpeaker).toBe('al ponente');
  });
});
