import { useViewerTime } from '../hooks/use-viewer-time';
import { Link } from 'react-router';
import type { MeetingDetail } from '@foro/shared/meetings/schemas';
import { plainTitle } from '@foro/shared/meetings/title';
import { buttonClass } from '../../../components/ui/Button';
import { slashDate } from '../../../lib/publisher-dates';
import { LiveStage, StageNotice } from './LiveStage';
import { VideoPlayer } from '../../../components/ui/VideoPlayer';
import { useLightMode } from '../../../lib/light-mode';
import { LightStream } from '../light/LightStream';
import { meetingSpeakerWords } from '../speaker-words';
import styles from './meeting-pages.module.css';

/**
 * The live page's stage: the replay after the event, the broadcast beside its chat on the day, or
 * when the broadcast starts.
 */
export function MeetingStage({ meeting, interact }: { meeting: MeetingDetail; interact: string }) {
  const postEvent = meeting.post_event;
  const words = meetingSpeakerWords(meeting);
  const [light] = useLightMode();
  const Player = light ? LightStream : VideoPlayer;
  const when = useViewerTime(meeting);
  return (
    <section
      aria-label={postEvent ? 'Repetición del encuentro' : 'Emisión del encuentro'}
      className={styles.stage}
    >
      {postEvent && meeting.iframe_post_event && (
        <Player src={meeting.iframe_post_event} title={`Repetición: ${plainTitle(meeting.title)}`} />
      )}
      {meeting.meeting_day && (
        <LiveStage
          video={meeting.iframe_event}
          videoTitle={`En directo: ${plainTitle(meeting.title)}`}
          waiting="La emisión aparecerá aquí en cuanto comience el encuentro."
          chat={meeting.iframe_chat}
          chatTitle="Chat del encuentro"
          light={light}
          chatFallback={
            <>
              <p>¿Tienes una pregunta para {words.theSpeaker}?</p>
              <Link to={`${interact}#pregunta`} className={buttonClass('primary')}>
                Pregunta {words.toTheSpeaker}
              </Link>
            </>
          }
        />
      )}
      {meeting.timing === 'before' && (
        <StageNotice>
          La emisión comenzará el {slashDate(when.date)} a las {when.hour_formated} h ({when.time_zone}).
          Vuelve a esta página ese día para verla en directo.
        </StageNotice>
      )}
    </section>
  );
}
