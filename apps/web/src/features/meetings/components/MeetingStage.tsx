import { useViewerTime } from '../hooks/use-viewer-time';
import type { MeetingDetail } from '@foro/shared/meetings/schemas';
import { plainTitle } from '@foro/shared/meetings/title';
import { slashDate } from '../../../lib/publisher-dates';
import { VideoPlayer } from '../../../components/ui/VideoPlayer';
import { useLightMode } from '../../../lib/light-mode';
import { LightStream } from '../light/LightStream';
import { Countdown } from './Countdown';
import styles from './meeting-pages.module.css';

/**
 * The live page's stage, first on the page (docs/decisions/0065-the-live-room.md): before the day, when
 * the broadcast starts and the countdown; on the day, the broadcast (or a notice until its video is
 * set); after the event, the replay. The live room stands beside or below it.
 */
export function MeetingStage({
  meeting,
  offsetMs,
  onCountdownDone,
}: {
  meeting: MeetingDetail;
  offsetMs: number;
  onCountdownDone: () => void;
}) {
  const postEvent = meeting.post_event;
  const [light] = useLightMode();
  const Player = light ? LightStream : VideoPlayer;
  const when = useViewerTime(meeting);
  const title = plainTitle(meeting.title);
  return (
    <section
      aria-label={postEvent ? 'Repetición del encuentro' : 'Emisión del encuentro'}
      className={styles.stage}
    >
      {postEvent ? (
        meeting.iframe_post_event ? (
          <Player src={meeting.iframe_post_event} title={`Repetición: ${title}`} />
        ) : (
          <p className={styles.waiting}>Este encuentro ya se celebró.</p>
        )
      ) : meeting.meeting_day ? (
        meeting.iframe_event ? (
          <Player src={meeting.iframe_event} title={`En directo: ${title}`} />
        ) : (
          <p className={styles.waiting}>La emisión aparecerá aquí en cuanto comience el encuentro.</p>
        )
      ) : (
        <div className={styles.waiting}>
          <p>
            La emisión comenzará el {slashDate(when.date)} a las {when.hour_formated} h ({when.time_zone}).
            Vuelve a esta página ese día para verla en directo.
          </p>
          {meeting.countdown && (
            <Countdown
              startsAt={meeting.starts_at}
              endsAt={meeting.meeting_day_starts_at}
              offsetMs={offsetMs}
              onDone={onCountdownDone}
            />
          )}
        </div>
      )}
    </section>
  );
}
