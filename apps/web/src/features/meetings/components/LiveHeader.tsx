import { useViewerTime } from '../hooks/use-viewer-time';
import type { MeetingDetail } from '@foro/shared/meetings/schemas';
import { slashDate } from '../../../lib/publisher-dates';
import { Countdown } from './Countdown';
import { MeetingTitle } from './MeetingTitle';
import { Schedule } from './Schedule';
import styles from './meeting-pages.module.css';
import { MediaPicture } from '../../../components/ui/MediaPicture';
import { useLightMode } from '../../../lib/light-mode';

/** Before and on the meeting day: the art, the title, when, the schedule and the countdown. */
export function LiveHeader({
  meeting,
  offsetMs,
  onCountdownDone,
}: {
  meeting: MeetingDetail;
  offsetMs: number;
  onCountdownDone: () => void;
}) {
  // Light mode (decision 0047): the title stands on the header's plain colour, without the art.
  const [light] = useLightMode();
  const when = useViewerTime(meeting);
  return (
    <header className={styles.videoHeader}>
      {!light && (
        <MediaPicture
          art={[
            { media: '(min-width: 1024px)', src: meeting.img_inner, size: 'desktop' },
            { media: '(min-width: 768px)', src: meeting.img_inner_t, size: 'tablet' },
          ]}
          src={meeting.img_inner_m || meeting.img}
          className={styles.headerArt}
          width={640}
          height={360}
        />
      )}
      <div className={styles.headerText}>
        <p className={styles.kicker}>{meeting.meeting_day ? 'En directo hoy' : 'Próximo encuentro'}</p>
        <h1>
          <MeetingTitle title={meeting.title} />
        </h1>
        <p className={styles.when}>
          <time dateTime={meeting.starts_at}>{slashDate(when.date)}</time> · {when.hour_formated} h (
          {when.time_zone})
        </p>
        <Schedule schedule={meeting.schedule} own={when.ownRow} light />
        {meeting.countdown && (
          <Countdown
            startsAt={meeting.starts_at}
            endsAt={meeting.meeting_day_starts_at}
            offsetMs={offsetMs}
            onDone={onCountdownDone}
          />
        )}
      </div>
    </header>
  );
}
