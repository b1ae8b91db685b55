import { staffDate, staffDateTime, staffZoneName } from '@foro/shared/admin/staff-time';
import { zoneLabel } from '@foro/shared/meetings/time';
import { useStaffZone } from '../../lib/use-staff-zone';

/**
 * The one way the back office writes a date (decisions 0078 and 0097): in the staff member's own
 * zone, `03/03/2026 21:30 (GMT-5)`, the zone's place named in the title. `day` writes the date alone;
 * `bare` leaves the offset out where the column heading names the zone (`staffHeading`).
 */
export function StaffTime({ at, day = false, bare = false }: { at: string; day?: boolean; bare?: boolean }) {
  const zone = useStaffZone();
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return null;
  const text = day
    ? staffDate(instant, zone)
    : bare
      ? staffDateTime(instant, zone)
      : `${staffDateTime(instant, zone)} (${zoneLabel(instant, zone)})`;
  return (
    <time dateTime={at} title={staffZoneName(zone, [instant])}>
      {text}
    </time>
  );
}
