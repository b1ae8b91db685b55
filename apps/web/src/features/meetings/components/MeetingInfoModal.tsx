import type { ReactNode } from 'react';
import { useViewerTime } from '../hooks/use-viewer-time';
import type { MeetingCard } from '@foro/shared/meetings/schemas';
import { useModal } from '../../../components/modals/modal-context';
import { Button } from '../../../components/ui/Button';
import { PlayIcon } from '../../../components/ui/PlayIcon';
import { Modal } from '../../../components/ui/Modal';
import { plainTitle } from '@foro/shared/meetings/title';
import { monthYear, spacedDate } from '../../../lib/publisher-dates';
import { MeetingTitle } from './MeetingTitle';
import { Schedule } from './Schedule';
import { SpeakerSummary } from './SpeakerSummary';
import styles from './MeetingInfoModal.module.css';
import { MediaPicture } from '../../../components/ui/MediaPicture';

/**
 * docs/product/meetings.md#meeting-info-modal, for visitors who are not signed in; `share` is the
 * share buttons the shell composes in (they belong to the share feature).
 */
export default function MeetingInfoModal({ meeting, share }: { meeting: MeetingCard; share?: ReactNode }) {
  const { open, close } = useModal();
  const speaker = meeting.speakers[0];
  const when = useViewerTime(meeting);
  return (
    <Modal title={plainTitle(meeting.title)} hideTitle onClose={close} size="wide">
      <div className={styles.layout}>
        <MediaPicture
          pictureClassName={styles.art}
          art={[
            { media: '(min-width: 1024px)', src: meeting.bg_more_info, size: 'desktop' },
            { media: '(min-width: 768px)', src: meeting.bg_more_info_t, size: 'tablet' },
          ]}
          src={meeting.bg_more_info_m || meeting.img}
          width={640}
          height={360}
        />
        <div className={styles.info}>
          <p className={styles.kicker}>{monthYear(when.date)}</p>
          <p className={styles.title} aria-hidden="true">
            <MeetingTitle title={meeting.title} />
          </p>
          <p className={styles.topic}>
            <strong>Temática:</strong> {meeting.topic}
          </p>
          <p className={styles.when}>
            <time dateTime={meeting.starts_at}>{spacedDate(when.date)}</time>
            <span aria-hidden="true"> · </span>
            <span>
              {when.hour_formated} h ({when.time_zone})
            </span>
          </p>
          <Schedule schedule={meeting.schedule} own={when.ownRow} />
          {meeting.video_inner && (
            <p>
              <button
                type="button"
                className={styles.keys}
                onClick={() =>
                  open({ kind: 'video', title: 'Las claves de la ponencia', src: meeting.video_inner })
                }
              >
                <PlayIcon />
                Las claves de la ponencia
              </button>
            </p>
          )}
          {speaker && <SpeakerSummary speaker={speaker} withImage />}
          <Button onClick={() => open({ kind: 'login' })} className={styles.discover}>
            {meeting.post_event ? '¡Revívelo!' : '¡Descúbrelo!'}
          </Button>
          {share}
        </div>
      </div>
    </Modal>
  );
}
