import { meetingDisplayTime, PUBLISHER_TIME_ZONE } from '@foro/shared/meetings/time';
import { slashDate } from '../../lib/publisher-dates';

/** A stop's open date as the route shows it (DD/MM/YYYY in the publisher's zone). */
export const openDateLabel = (iso: string) =>
  slashDate(meetingDisplayTime(new Date(iso), PUBLISHER_TIME_ZONE).date);

/**
 * What staff read on a route's member pages while members cannot see what they show
 * (docs/product/admin.md#drafts-and-publication).
 */
export const ROUTE_PREVIEW = 'Vista previa: los docentes todavía no ven esta ruta';

/** The notice of a stop or masterclass: its open date when that is why members cannot see it. */
export const stopPreviewText = (stop: { opened: boolean; open_date: string }) =>
  stop.opened
    ? ROUTE_PREVIEW
    : `Vista previa: los docentes verán esta parada a partir del ${openDateLabel(stop.open_date)}`;
