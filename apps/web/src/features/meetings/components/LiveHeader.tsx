import type { MeetingDetail } from '@foro/shared/meetings/schemas';
import { slashDate } from '../../../lib/publisher-dates';
import { Countdown } from './Countdown';
import { MeetingTitle } from './MeetingTitle';
import { Schedule } from './Schedule';
import styles from './meeting-pages.module.css';

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
  return (
    <header className={styles.videoHeader}>
      <picture>
        <source media="(min-width: 1024px)" srcSet={meeting.img_inner} />
        <source media="(min-width: 768px)" srcSet={meeting.img_inner_t} />
        <img src={meeting.img_inner_m || meeting.img} alt="" className={styles.headerArt} />
      </picture>
      <div className={styles.headerText}>
        <p className={styles.kicker}>{meeting.meeting_day ? 'En directo hoy' : 'Próximo encuentro'}</p>
        <h1>
          <MeetingTitle title={meeting.title} />
        </h1>
        <p className={styles.when}>
          <time dateTime={meeting.starts_at}>{slashDate(meeting.date)}</time> · {meeting.hour_formated} h (
          {meeting.time_zone})
        </p>
        <Schedule schedule={meeting.schedule} light />
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
