import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cityOptionSchema,
  communeOptionSchema,
  regionOptionSchema,
  schoolOptionSchema,
  stateOptionSchema,
} from '@foro/shared/directory/schemas';
import { labels, OTHER_CITY, type Field } from '@foro/shared/profile/confirmation';
import { memberDataSchema, skipResponseSchema, skipSchema } from '@foro/shared/profile/schemas';
import { pages } from '../../../config/paths';
import { memberData } from '../../../test/factories';
import { answer, network, withNetwork, write } from '../../../test/network';
import { renderMemberRoutes } from '../../../test/render';
import { signedIn } from '../../../test/session';
import ConfirmationPage from './confirmation';

withNetwork();
beforeAll(() => {
  // The bot check's widget runs only in a secure context, which jsdom does not claim to be.
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
});

const list = <S extends z.ZodType>(schema: S) => z.array(schema);
const directory = [
  answer('get', '/api/school/peru', list(schoolOptionSchema), [{ id: 'pe1', school: 'Colegio Miraflores' }]),
  answer('get', '/api/school/province/mexico', list(stateOptionSchema), [{ id: 'jal', state: 'Jalisco' }]),
  answer('get', '/api/school/city/mexico/jal', list(cityOptionSchema), [{ id: 'gdl', city: 'Guadalajara' }]),
  answer('get', '/api/school/province/colombia', list(stateOptionSchema), [
    { id: 'ant', state: 'Antioquia' },
  ]),
  answer('get', '/api/school/city/colombia/ant', list(cityOptionSchema), [{ id: 'med', city: 'Medellín' }]),
  answer('get', '/api/school/region/Chile', list(regionOptionSchema), [
    { id: 'rm', region: 'Metropolitana' },
  ]),
  answer('get', '/api/communes/Chile/rm', list(communeOptionSchema), [{ id: 'nunoa', commune: 'Ñuñoa' }]),
  answer('get', '/api/schools/Chile/nunoa', list(schoolOptionSchema), [{ id: 'cl1', school: 'Liceo Ñuñoa' }]),
];

const open = (url = '/confirmacion', saved: Parameters<typeof memberData>[0] = {}) => {
  network.use(
    signedIn({ userUpdatedFields: saved.userUpdatedFields ?? 0 }),
    answer('get', '/api/users/data', memberDataSchema, memberData(saved)),
    ...directory,
  );
  return renderMemberRoutes(
    () => [
      { path: pages.confirmation.pattern, Component: ConfirmationPage },
      { path: '/eje/:slug', element: <h1>La ruta</h1> },
    ],
    url,
  );
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** A field by its visible label (a required one carries a mark after it). */
const label = (f: Field) => new RegExp(`^${escape(labels[f])}( \\*)?$`);
const field = (f: Field) => screen.queryByLabelText(label(f));
const choose = async (f: Field, option: string) => {
  const select = await screen.findByLabelText(label(f));
  await within(select).findByRole('option', { name: option });
  await userEvent.selectOptions(select, option);
};
const shown = (fields: Field[]) => fields.filter((f) => field(f) !== null);

const variants: Array<{ country: string; shows: Field[]; hides: Field[] }> = [
  {
    country: 'Perú',
    shows: ['doc', 'phone', 'school'],
    hides: ['state', 'city', 'region', 'level', 'school_type'],
  },
  {
    country: 'México',
    shows: ['state', 'city', 'school', 'level'],
    hides: ['doc', 'phone', 'region', 'school_type'],
  },
  {
    country: 'Colombia',
    shows: ['doc', 'phone', 'state', 'city', 'school', 'level'],
    hides: ['region', 'school_type', 'subscription'],
  },
  {
    country: 'Chile',
    shows: ['region', 'commune', 'school', 'school_type', 'subscription'],
    hides: ['state', 'doc', 'phone', 'level'],
  },
];

describe('the confirmation page', () => {
  it('asks only for the country until it is chosen', async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: '¡Te damos la bienvenida, Mariana!' }),
    ).toBeInTheDocument();
    expect(field('country')).toBeInTheDocument();
    expect(field('name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar mis datos' })).toBeDisabled();
  });

  it('links to the privacy policy in a new tab, so the form keeps what was typed', async () => {
    open();
    const link = await screen.findByRole('link', { name: /^Política de privacidad/ });
    expect(link).toHaveAttribute('href', '/politica-privacidad');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Política de privacidad (se abre en una pestaña nueva)');
  });

  for (const { country, shows, hides } of variants) {
    it(`shows ${country}'s fields and no other country's`, async () => {
      open();
      await choose('country', country);
      expect(shown(['name', 'lastname', 'email', 'rol', ...shows])).toEqual([
        'name',
        'lastname',
        'email',
        'rol',
        ...shows,
      ]);
      expect(shown(hides)).toEqual([]);
      expect(screen.getByRole('button', { name: 'Guardar mis datos' })).toBeEnabled();
    });
  }

  it('Perú: one school list for the whole country, with its way out', async () => {
    open();
    await choose('country', 'Perú');
    await choose('school', 'Colegio Miraflores');
    await choose('school', 'Otro / mi escuela no aparece');
    expect(field('school_name')).toBeInTheDocument();
  });

  it('México: state, then city; "Otra ciudad" asks for its name and for the school’s', async () => {
    open();
    await choose('country', 'México');
    expect(field('city')).toBeDisabled();
    await choose('state', 'Jalisco');
    await within(field('city')!).findByRole('option', { name: 'Guadalajara' });
    await choose('city', 'Otra ciudad');
    expect(field('city')).toHaveValue(OTHER_CITY);
    expect(field('city_name')).toBeInTheDocument();
    expect(await screen.findByLabelText(label('school_name'))).toBeInTheDocument();
  });

  it('Colombia: no "Otra ciudad" (an official list), and the areas of the chosen level', async () => {
    open();
    await choose('country', 'Colombia');
    await choose('state', 'Antioquia');
    await within(field('city')!).findByRole('option', { name: 'Medellín' });
    expect(within(field('city')!).queryByRole('option', { name: 'Otra ciudad' })).not.toBeInTheDocument();
    expect(field('area')).not.toBeInTheDocument();
    await choose('level', 'PRIMARIA');
    expect(within(field('area')!).getByRole('option', { name: 'MATEMÁTICAS' })).toBeInTheDocument();
  });

  it('Chile: region, then commune, then the commune’s schools', async () => {
    open();
    await choose('country', 'Chile');
    await choose('region', 'Metropolitana');
    await choose('commune', 'Ñuñoa');
    await choose('school', 'Liceo Ñuñoa');
    expect(field('school')).toHaveValue('cl1');
  });

  it('"Confirmar más tarde" skips and goes where the member was going', async () => {
    const sent: unknown[] = [];
    open('/confirmacion?redirectTo=%2Feje%2Fclaves');
    network.use(
      write(
        '/api/users/skip',
        skipSchema,
        skipResponseSchema,
        (b) => ({ redirect: b.redirectTo ?? '/' }),
        (b) => sent.push(b),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar más tarde' }));
    expect(await screen.findByRole('heading', { name: 'La ruta' })).toBeInTheDocument();
    expect(sent).toEqual([{ redirectTo: '/eje/claves' }]);
  });

  it('editing (?usuario=1) fills the saved data and offers no skip', async () => {
    open('/confirmacion?usuario=1', { country: 'chile', userUpdatedFields: 1, subscription: 'Plan anual' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar mis datos' })).toBeInTheDocument();
    expect(await screen.findByLabelText(label('subscription'))).toHaveValue('Plan anual');
    expect(screen.queryByRole('button', { name: 'Confirmar más tarde' })).not.toBeInTheDocument();
  });

  describe('after an accepted request to join (decision 0090)', () => {
    it('opens with the request’s country and school, and the member can still change them', async () => {
      open('/confirmacion', { country: 'peru', school: 'Colegio Inti Raymi', place: { school: 'otro' } });
      expect(await screen.findByLabelText(label('country'))).toHaveValue('peru');
      await within(await screen.findByLabelText(label('school'))).findByRole('option', {
        name: 'Colegio Miraflores',
      });
      expect(field('school')).toHaveValue('otro');
      const name = await screen.findByLabelText(label('school_name'));
      expect(name).toHaveValue('Colegio Inti Raymi');
      await userEvent.clear(name);
      await userEvent.type(name, 'Colegio Inti');
      expect(name).toHaveValue('Colegio Inti');
      await choose('school', 'Colegio Miraflores');
      expect(field('school_name')).not.toBeInTheDocument();
    });

    it('opens with the directory’s state and city when the request named a city of the list', async () => {
      network.use(
        answer('get', '/api/schools/colombia/med', list(schoolOptionSchema), [
          { id: 'co1', school: 'IE La Esperanza' },
        ]),
      );
      open('/confirmacion', {
        country: 'colombia',
        city: 'Medellín',
        school: 'IE La Esperanza',
        place: { state: 'ant', city: 'med', school: 'co1' },
      });
      const city = await screen.findByLabelText(label('city'));
      await within(city).findByRole('option', { name: 'Medellín' });
      expect(field('state')).toHaveValue('ant');
      expect(city).toHaveValue('med');
      const school = await screen.findByLabelText(label('school'));
      await within(school).findByRole('option', { name: 'IE La Esperanza' });
      expect(school).toHaveValue('co1');
    });
  });
});
