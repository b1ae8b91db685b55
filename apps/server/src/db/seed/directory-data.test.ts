import { describe, expect, it } from 'vitest';
import { directoryData } from '../../../scripts/generate-directory-data.ts';
import { directoryPlaces, directorySchools } from './directory-seed.ts';

describe('the committed directory data', () => {
  it('is what its generator makes from its sources (run npm run directory:generate after a change)', () => {
    expect(directoryPlaces()).toEqual(JSON.parse(JSON.stringify(directoryData.places)));
    expect(directorySchools()).toEqual(JSON.parse(JSON.stringify(directoryData.schools)));
  });
});
