import { memberTimeZone } from '@foro/shared/meetings/member-zone';
import type { Db } from '../../db/database.ts';

/** The columns of `users` that say where a member lives. */
export interface MemberPlace {
  country: string;
  /** JSON of the directory ids chosen in the confirmation form (`{state, city, region, commune}`). */
  place_ids: string;
  region: string;
  state: string;
  commune: string;
}

const readIds = (json: string): Record<string, string> => {
  try {
    const parsed: unknown = JSON.parse(json || '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const ids: Record<string, string> = {};
    for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string' && v) ids[k] = v;
    return ids;
  } catch {
    return {};
  }
};

/**
 * A member's time zone (decision 0046): the country and the region (the ISO 3166-2 code of the
 * directory's state) or, for Easter Island, the commune's CUT code, as chosen in the confirmation
 * form. Members saved before the form kept directory ids (or seeded without them) are matched by the
 * region's or state's name within their country. Null for a country the portal does not serve.
 */
export function createMemberZones(db: Db) {
  async function placeCodes(
    place: MemberPlace,
  ): Promise<{ regionIso: string | null; communeCode: string | null }> {
    const ids = readIds(place.place_ids);
    const stateId = ids.region ?? ids.state;
    const cityId = ids.commune ?? ids.city;
    let state = stateId
      ? await db.selectFrom('states').select(['id', 'iso_code']).where('id', '=', stateId).executeTakeFirst()
      : undefined;
    const stateName = place.region || place.state;
    if (!state && stateName) {
      state = await db
        .selectFrom('states')
        .select(['id', 'iso_code'])
        .where('country', '=', place.country)
        .where('name', '=', stateName)
        .executeTakeFirst();
    }
    let communeCode: string | null = null;
    if (cityId) {
      communeCode =
        (await db.selectFrom('cities').select('official_code').where('id', '=', cityId).executeTakeFirst())
          ?.official_code ?? null;
    } else if (state && place.commune) {
      communeCode =
        (
          await db
            .selectFrom('cities')
            .select('official_code')
            .where('state_id', '=', state.id)
            .where('name', '=', place.commune)
            .executeTakeFirst()
        )?.official_code ?? null;
    }
    return { regionIso: state?.iso_code ?? null, communeCode };
  }

  async function zoneOf(place: MemberPlace): Promise<string | null> {
    const country = memberTimeZone({ country: place.country });
    if (!country) return null;
    return memberTimeZone({ country: place.country, ...(await placeCodes(place)) });
  }

  return {
    zoneOf,
    /** The zone of a member by id; null for an unknown member or a country the portal does not serve. */
    async zoneOfUser(userId: string): Promise<string | null> {
      const user = await db
        .selectFrom('users')
        .select(['country', 'place_ids', 'region', 'state', 'commune'])
        .where('id', '=', userId)
        .executeTakeFirst();
      return user ? zoneOf(user) : null;
    },
  };
}
export type MemberZones = ReturnType<typeof createMemberZones>;
