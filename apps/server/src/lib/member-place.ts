/**
 * The columns of `users` that say where a member lives, read with her session
 * (features/session) and turned into her time zone by features/directory/member-zones.ts.
 */
export interface MemberPlace {
  country: string;
  /** JSON of the directory ids chosen in the confirmation form (`{state, city, region, commune}`). */
  place_ids: string;
  region: string;
  state: string;
  commune: string;
}
