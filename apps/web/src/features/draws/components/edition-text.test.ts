import { describe, expect, it } from 'vitest';
import type { PublicEdition } from '@foro/shared/draws/schemas';
import { fillEditionText, periodSentence, rulesUpdatedLine } from './edition-text';

const edition: PublicEdition = {
  id: 'e1',
  name: 'Rutas 2027',
  startsAt: '2027-03-01T05:00:00.000Z',
  endsAt: '2027-06-16T04:59:00.000Z',
  drawAt: '2027-06-22T15:00:00.000Z',
  tabletPrize: 'Una tablet <b>grande</b>',
  smartwatchPrize: 'Un smartwatch',
  open: true,
  draws: [],
  updatedAt: '2027-02-10T15:00:00.000Z',
};

describe('the rules read the current edition (docs/product/draws.md#editions)', () => {
  it('fills the dates and prizes, escaping what staff typed', () => {
    expect(
      fillEditionText('<p>Va del {inicio} al {cierre}; sorteo el {sorteo}. {premio_tablet}.</p>', edition),
    ).toBe(
      '<p>Va del 1 de marzo de 2027 a las 00:00 (hora de Colombia) al 15 de junio de 2027 a las 23:59 (hora de Colombia); ' +
        'sorteo el 22 de junio de 2027. Una tablet &lt;b&gt;grande&lt;/b&gt;.</p>',
    );
    expect(fillEditionText('<p>{inicio}</p>', null)).toBe('<p>{inicio}</p>');
  });

  it('says whether the period has not begun, is open or has closed', () => {
    expect(periodSentence(edition, new Date('2027-02-01T00:00:00Z'))).toMatch(
      /^La participación se abre el 1 de marzo/,
    );
    expect(periodSentence(edition, new Date('2027-04-01T00:00:00Z'))).toMatch(
      /^Puedes participar del 1 de marzo/,
    );
    expect(periodSentence(edition, new Date('2027-07-01T00:00:00Z'))).toMatch(
      /^El periodo de participación terminó el 15 de junio de 2027/,
    );
  });
});

describe('the rules’ date line (issue 35, item 15)', () => {
  it('is the day of the last change to the rules’ text or to the edition, not a fixed 2022 date', () => {
    expect(rulesUpdatedLine('2022-06-01T15:00:00.000Z', edition)).toBe(
      'Última actualización: 10 de febrero de 2027',
    );
    expect(rulesUpdatedLine('2027-04-02T15:00:00.000Z', edition)).toBe(
      'Última actualización: 2 de abril de 2027',
    );
  });
});
