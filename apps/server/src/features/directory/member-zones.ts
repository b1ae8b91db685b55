import { countries } from '@foro/shared/directory/countries';
import { regionZones } from '@foro/shared/directory/zones';
import { memberTimeZone } from '@foro/shared/meetings/member-zone';
import type { Db } from '../../db/database.ts';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { MemberPlace } from '../../lib/member-place.ts';

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
 * The countries where the region (or, in Chile, the commune) can change the zone; elsewhere the
 * country's zone is the member's, and the directory is not read.
 */
const zonedByPlace: ReadonlySet<string> = new Set(
  countries
    .filter((c) => Object.keys(regionZones).some((iso) => iso.startsWith(`${c.region}-`)))
    .map((c) => c.key),
);

/**
 * A member's time zone (decision 0046): the country and the region (the ISO 3166-2 code of the
 * directory's state) or, for Easter Island, the commune's CUT code, as chosen in the confirmation
 * form. Members saved before the form kept directory ids (or seeded without them) are matched by the
 * region's or state's name within their country. Null for a country the portal does not serve.
 */
export function createMemberZones(db: Db) {
  // Asked by every route and masterclass page for its member's time: compiled once (db/compiled-once.ts).
  const userPlace = compiledOnce(db, (q, userId: string) =>
    q
      .selectFrom('users')
      .select(['country', 'place_ids', 'region', 'state', 'commune'])
      .where('id', '=', userId),
  );
  const stateById = compiledOnce(db, (q, id: string) =>
    q.selectFrom('states').select(['id', 'iso_code']).where('id', '=', id),
  );
  const stateByName = compiledOnce(db, (q, country: string, name: string) =>
    q.selectFrom('states').select(['id', 'iso_code']).where('country', '=', country).where('name', '=', name),
  );
  const cityById = compiledOnce(db, (q, id: string) =>
    q.selectFrom('cities').select('official_code').where('id', '=', id),
  );
  const cityByName = compiledOnce(db, (q, stateId: string, name: string) =>
    q.selectFrom('cities').select('official_code').where('state_id', '=', stateId).where('name', '=', name),
  );

  async function placeCodes(
    place: MemberPlace,
  ): Promise<{ regionIso: string | null; communeCode: string | null }> {
    const ids = readIds(place.place_ids);
    const stateId = ids.region ?? ids.state;
    const cityId = ids.commune ?? ids.city;
    let state = stateId ? (await stateById(stateId))[0] : undefined;
    const stateName = place.region || place.state;
    if (!state && stateName) state = (await stateByName(place.country, stateName))[0];
    let communeCode: string | null = null;
    if (cityId) communeCode = (await cityById(cityId))[0]?.official_code ?? null;
    else if (state && place.commune)
      communeCode = (await cityByName(state.id, place.commune))[0]?.official_code ?? null;
    return { regionIso: state?.iso_code ?? null, communeCode };
  }

  async function zoneOf(place: MemberPlace): Promise<string | null> {
    const country = memberTimeZone({ country: place.country });
    if (!country || !zonedByPlace.has(place.country)) return country;
    return memberTimeZone({ country: place.country, ...(await placeCodes(place)) });
  }

  return {
    zoneOf,
    /** The zone of a member by id; null for an unknown member or a country the portal does not serve. */
    async zoneOfUser(userId: string): Promise<string | null> {
      const [user] = await userPlace(userId);
      return user ? zoneOf(user) : null;
    },
  };
}
export type MemberZones = ReturnType<typeof createMemberZones>;
