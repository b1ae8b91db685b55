import { staffZoneOf } from '@foro/shared/admin/staff-time';
import { isSignedIn, useCurrentUser } from './session/get-current-user';

/**
 * The zone staff (and a meeting's host) read dates and hours in (decision 0078): their own, from their
 * country and region as the current-user answer carries it; the portal's default (Bogotá) without one.
 * It reads the answer the back office's layout (or the host's console) has already asked for.
 */
export function useStaffZone(): string {
  const { data: user } = useCurrentUser(false);
  return staffZoneOf(isSignedIn(user) ? user.timeZone : undefined);
}
