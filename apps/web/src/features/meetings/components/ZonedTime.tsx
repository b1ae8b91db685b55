import {
  MEETING_ZONE_ATTRIBUTE,
  ZONED_FORMAT_ATTRIBUTE,
  zonedText,
  type ZonedFormat,
} from '@foro/shared/meetings/zoned-text';
import { useViewerZone } from '../hooks/use-viewer-time';

/**
 * A meeting's date or hour in the reader's zone (decision 0046), marked with its instant, its format and
 * the meeting's zone, so that a prerendered page's inline script writes the same text in the visitor's
 * zone before the first paint (decision 0066): the take-over then changes nothing on screen.
 */
export function ZonedTime({
  at,
  meetingZone,
  format,
}: {
  at: string;
  meetingZone: string;
  format: ZonedFormat;
}) {
  const { zone } = useViewerZone(meetingZone);
  const attributes = { [ZONED_FORMAT_ATTRIBUTE]: format, [MEETING_ZONE_ATTRIBUTE]: meetingZone };
  return (
    <time dateTime={at} {...attributes}>
      {zonedText(at, zone, format)}
    </time>
  );
}
