import { useNavigate } from 'react-router';
import type { MeetingCard as Meeting } from '@foro/shared/meetings/schemas';
import { useModal } from '../../../components/modals/modal-context';
import { PreviewNotice } from '../../../components/ui/PreviewNotice';
import { pathTo } from '../../../config/paths';
import { isSignedIn, useCurrentUser } from '../../../lib/session/get-current-user';
import { useRevealOnScroll, useTilt } from '../hooks/use-motion';
import { MEETING_PREVIEW } from '../preview-text';
import { MeetingTitle } from './MeetingTitle';
import { ZonedTime } from './ZonedTime';
import styles from './MeetingCard.module.css';
import { MediaPicture } from '../../../components/ui/MediaPicture';

/**
 * The three cards of docs/product/meetings.md#meeting-cards: post-event, inactive ("Próximamente") and
 * active.
 */
/** The cards stand three to a row on a computer, two on a tablet, one on a phone. */
const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw';

/**
 * `first`: the first card of a list, whose image is the largest paint of the page on a phone: it loads
 * at once and first, not lazily (issue 17, item 23).
 */
export function MeetingCard({ meeting, first = false }: { meeting: Meeting; first?: boolean }) {
  const imageLoading = first
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy' } as const);
  const ref = useRevealOnScroll<HTMLElement>();
  useTilt(ref);
  const { open } = useModal();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const speaker = meeting.speakers[0];
  // Staff only, on a meeting members do not see yet (docs/product/admin.md#drafts-and-publication).
  const preview = meeting.preview && <PreviewNotice>{MEETING_PREVIEW}</PreviewNotice>;

  // docs/product/meetings.md#meeting-cards: members go to the live page; visitors see the meeting info modal.
  const onOpen = () => {
    if (isSignedIn(user)) navigate(pathTo('meetingLive', { slug: meeting.slug }));
    else open({ kind: 'meetingInfo', meeting });
  };

  if (meeting.post_event) {
    return (
      <article ref={ref} className={`${styles.card} ${styles.past}`} aria-labelledby={`m-${meeting.id}`}>
        <MediaPicture
          src={meeting.img}
          sizes={CARD_SIZES}
          className={styles.image}
          width={640}
          height={360}
          {...imageLoading}
        />
        <div className={styles.body}>
          {preview}
          <p className={styles.kicker}>Revive el encuentro</p>
          <h3 id={`m-${meeting.id}`} className={styles.title}>
            <MeetingTitle title={meeting.title} />
          </h3>
          {speaker && <p className={styles.speaker}>{speaker.speaker}</p>}
          <button type="button" className={styles.button} onClick={onOpen}>
            ¡Revívelo!
          </button>
        </div>
      </article>
    );
  }

  if (!meeting.active) {
    return (
      <article ref={ref} className={`${styles.card} ${styles.soon}`} aria-labelledby={`m-${meeting.id}`}>
        <div className={styles.body}>
          {preview}
          <p className={styles.kicker} id={`m-${meeting.id}`}>
            Próximamente
          </p>
          <p className={styles.soonDate}>
            <ZonedTime at={meeting.starts_at} meetingZone={meeting.iana_zone} format="dayMonth" />
          </p>
        </div>
      </article>
    );
  }

  return (
    <article ref={ref} className={`${styles.card} ${styles.active}`} aria-labelledby={`m-${meeting.id}`}>
      <MediaPicture
        src={meeting.img}
        sizes={CARD_SIZES}
        className={styles.image}
        width={640}
        height={360}
        {...imageLoading}
      />
      <div className={styles.body}>
        {preview}
        <p className={styles.kicker}>
          <ZonedTime at={meeting.starts_at} meetingZone={meeting.iana_zone} format="monthYear" />
        </p>
        {meeting.meeting_day ? (
          // The meeting's own day: "today" says more than a date the reader must compare with the calendar.
          <p className={styles.next}>
            <span className={styles.liveDot} aria-hidden="true" />
            Hoy, en directo a las{' '}
            <ZonedTime at={meeting.starts_at} meetingZone={meeting.iana_zone} format="hour" />
          </p>
        ) : (
          <p className={styles.next}>
            Próximo encuentro:{' '}
            <ZonedTime at={meeting.starts_at} meetingZone={meeting.iana_zone} format="slash" />
          </p>
        )}
        <h3 id={`m-${meeting.id}`} className={styles.title}>
          <MeetingTitle title={meeting.title} />
        </h3>
        {speaker && (
          <dl className={styles.people}>
            <div>
              <dt>Ponente</dt>
              <dd>
                {speaker.speaker}, {speaker.speaker_country}. {speaker.speaker_job}
              </dd>
            </div>
            {speaker.driver && (
              <div>
                <dt>Conduce</dt>
                <dd>
                  {speaker.driver}, {speaker.driver_job}. {speaker.driver_country}
                </dd>
              </div>
            )}
          </dl>
        )}
        <button type="button" className={styles.button} onClick={onOpen}>
          ¡Descúbrelo!
        </button>
      </div>
    </article>
  );
}
