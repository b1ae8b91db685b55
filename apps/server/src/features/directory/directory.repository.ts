import type { Db } from '../../db/database.ts';

export interface NamedRow {
  id: string;
  name: string;
}

export function createDirectoryRepository(db: Db) {
  return {
    listStates(country: string): Promise<NamedRow[]> {
      return db.selectFrom('states').select(['id', 'name']).where('country', '=', country).execute();
    },

    findState(id: string) {
      return db
        .selectFrom('states')
        .select(['id', 'country', 'name'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    listCities(stateId: string): Promise<NamedRow[]> {
      return db.selectFrom('cities').select(['id', 'name']).where('state_id', '=', stateId).execute();
    },

    findCity(id: string) {
      return db
        .selectFrom('cities')
        .innerJoin('states', 'states.id', 'cities.state_id')
        .select(['cities.id', 'cities.name', 'cities.state_id', 'states.country'])
        .where('cities.id', '=', id)
        .executeTakeFirst();
    },

    listCountrySchools(country: string): Promise<NamedRow[]> {
      return db
        .selectFrom('schools')
        .select(['id', 'name'])
        .where('country', '=', country)
        .where('active', '=', 1)
        .execute();
    },

    listCitySchools(cityId: string): Promise<NamedRow[]> {
      return db
        .selectFrom('schools')
        .select(['id', 'name'])
        .where('city_id', '=', cityId)
        .where('active', '=', 1)
        .execute();
    },

    findSchool(id: string) {
      return db
        .selectFrom('schools')
        .select(['id', 'name', 'country', 'state_id', 'city_id', 'active'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}
export type DirectoryRepository = ReturnType<typeof createDirectoryRepository>;
