import { certificateIssuePaths } from '@foro/shared/certificates/constants';
import { plainTitle } from '@foro/shared/meetings/title';
import { useModal } from '../../../components/modals/modal-context';
import { buttonClass } from '../../../components/ui/Button';
import { pages, pathTo } from '../../../config/paths';
import { CertificateButton } from '../../../features/certificates/CertificateButton';
import { useRegisterInscription } from '../../../features/meetings/api/register-inscription';
import { useCancelInscription } from '../../../features/meetings/api/cancel-inscription';
import { AfterMeeting } from '../../../features/meetings/components/AfterMeeting';
import { AttendanceCard } from '../../../features/meetings/components/AttendanceCard';
import { CtaBanner } from '../../../features/meetings/components/CtaBanner';
import { LiveMeeting } from '../../../features/live/components/LiveMeeting';
import { LightModeControls } from '../../../features/meetings/light/LightModeControls';
import { useMeetingContext } from '../../../features/meetings/components/MeetingLayout';
import { MeetingReason } from '../../../features/meetings/components/MeetingReason';
import { MeetingStage } from '../../../features/meetings/components/MeetingStage';
import { MeetingWhen } from '../../../features/meetings/components/MeetingWhen';
import { meetingSpeakerWords } from '../../../features/meetings/speaker-words';
import styles from '../../../features/meetings/components/meeting-pages.module.css';
import { ShareButtons } from '../../../features/share/components/ShareButtons';
import { ViewingHelp } from '../../../features/meetings/components/ViewingHelp';
import { LiveRoom } from './live-room';
import { useCurrentUser } from '../../../lib/session/get-current-user';
import { LiveReactions } from './live-reactions';
import { usePageTitle } from '../../../lib/use-page-title';

/** /encuentros/{slug}/vive-el-encuentro: live on the meeting day, replay and materials afterwards. */
export default function MeetingLivePage() {
  const { meeting, offsetMs, refetch } = useMeetingContext();
  usePageTitle(plainTitle(meeting.title));
  const { open } = useModal();
  const { data: user } = useCurrentUser();
  const inscription = useRegisterInscription(meeting.slug);
  const cancellation = useCancelInscription(meeting.slug);
  const interact = pathTo('meetingInteract', { slug: meeting.slug });
  const postEvent = meeting.post_event;
  const words = meetingSpeakerWords(meeting);

  const confirm = () =>
    inscription.mutate(undefined, {
      onSuccess: () => {
        cancellation.reset();
        open({
          kind: 'inscription',
          slug: meeting.slug,
          title: meeting.title,
          calendar: meeting.calendar,
          speakerGender: meeting.speakers[0]?.speaker_gender,
        });
      },
    });

  // A confirmed member issues the certificate and downloads it; otherwise the confirmation comes first.
  const certificateAction =
    user?.userUpdatedFields === 1 ? (
      <CertificateButton issuePath={certificateIssuePaths.meeting(meeting.slug)}>
        Descargar certificado
      </CertificateButton>
    ) : (
      <a
        href={`${pages.confirmation.pattern}?certificado=1&encuentro=${encodeURIComponent(meeting.slug)}`}
        className={buttonClass('brand')}
      >
        Descargar certificado
      </a>
    );

  // docs/decisions/0065-the-live-room.md: the stream first, the live room beside or below it, the rest after.
  return (
    <article className={styles.page}>
      <h1 className={styles.liveTitle}>{plainTitle(meeting.title)}</h1>
      <div className={styles.liveRow}>
        <div className={styles.liveStage}>
          <MeetingStage meeting={meeting} offsetMs={offsetMs} onCountdownDone={refetch} />
          {meeting.meeting_day && !postEvent && <LiveReactions slug={meeting.slug} />}
        </div>
        <LiveRoom meeting={meeting} />
      </div>
      <div className={styles.liveBar}>
        <LiveMeeting meeting={meeting} offsetMs={offsetMs} refetch={refetch} />
        <LightModeControls />
      </div>
      {!postEvent && <MeetingWhen meeting={meeting} />}
      {postEvent ? (
        <AfterMeeting meeting={meeting} certificateAction={certificateAction} />
      ) : (
        <AttendanceCard
          meeting={meeting}
          interact={interact}
          onConfirm={confirm}
          pending={inscription.isPending}
          error={inscription.isError ? inscription.error.message : undefined}
          onCancel={() => {
            inscription.reset();
            cancellation.mutate();
          }}
          cancelPending={cancellation.isPending}
          cancelError={cancellation.isError ? cancellation.error.message : undefined}
          cancelled={cancellation.isSuccess}
        />
      )}
      {meeting.timing === 'before' && meeting.reason && <MeetingReason meeting={meeting} />}
      <ShareButtons title={plainTitle(meeting.title)} path={pathTo('meetingLive', { slug: meeting.slug })} />

      <ViewingHelp meeting={meeting} email={user?.username ?? ''} />

      {(meeting.meeting_day || postEvent) && (
        <CtaBanner
          text={meeting.cta_text}
          to={`${interact}#${postEvent ? 'debate' : 'pregunta'}`}
          action={postEvent ? 'Participa en el foro' : `Pregunta ${words.toTheSpeaker}`}
        />
      )}
    </article>
  );
}
