import { staffDate, staffDateTime, staffZoneName } from '@foro/shared/admin/staff-time';
import { zoneLabel } from '@foro/shared/meetings/time';
import { useStaffZone } from '../../lib/use-staff-zone';

/**
 * A date (and hour) of the back office in the staff member's own zone (decision 0078):
 * `03/03/2026 21:30 (GMT-5)`, the zone's place named in the title. Tables name the zone in the
 * column heading instead (`staffHeading`).
 */
export function StaffTime({ at, day = false }: { at: string; day?: boolean }) {
  const zone = useStaffZone();
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) return null;
  return (
    <time dateTime={at} title={staffZoneName(zone, [instant])}>
      {day ? staffDate(instant, zone) : `${staffDateTime(instant, zone)} (${zoneLabel(instant, zone)})`}
    </time>
  );
}
