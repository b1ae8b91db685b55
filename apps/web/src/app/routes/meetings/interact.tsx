import { plainTitle } from '@foro/shared/meetings/title';
import { pathTo } from '../../../config/paths';
import { ShareButtons } from '../../../features/share/components/ShareButtons';
import { useQueryClient } from '@tanstack/react-query';
import { liveEventKinds, livePaths } from '@foro/shared/live/constants';
import { LiveFeed } from '../../../features/live/components/LiveFeed';
import { useLiveEvents } from '../../../features/live/use-live-events';
import { myQuestionsQuery } from '../../../features/meetings/api/get-my-questions';
import { meetingKeys } from '../../../features/meetings/api/query-keys';
import { useMeetingContext } from '../../../features/meetings/components/MeetingLayout';
import { MeetingForum } from '../../../features/meetings/components/MeetingForum';
import { MyQuestions } from '../../../features/meetings/components/MyQuestions';
import { QuestionForm } from '../../../features/meetings/components/QuestionForm';
import { PollsPanel } from '../../../features/polls/components/PollsPanel';
import { pollKeys } from '../../../features/polls/api/poll-keys';
import { SharedQuestions } from '../../../features/questions/shared/SharedQuestions';
import { sharedQuestionKeys } from '../../../features/questions/shared/shared-questions-api';
import { meetingSpeakerWords } from '../../../features/meetings/speaker-words';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from '../../../features/meetings/components/meeting-pages.module.css';

/**
 * /encuentros/{slug}/interactua: questions to the speaker (#pregunta), the meeting's polls (#encuestas)
 * and the forum (#debate).
 */
export default function MeetingInteractPage() {
  const { meeting } = useMeetingContext();
  usePageTitle('Interactúa');
  useScrollToHash();
  const words = meetingSpeakerWords(meeting);
  const speaker = meeting.speakers[0]?.speaker || words.theSpeaker;
  // Live (docs/decisions/0044-live-updates.md): the forum's new and hidden posts, the member's answers.
  const client = useQueryClient();
  const stream = livePaths.meeting(meeting.slug);
  useLiveEvents(stream, {
    [liveEventKinds.myQuestions]: () =>
      void client.invalidateQueries({ queryKey: myQuestionsQuery(meeting.slug).queryKey }),
    [liveEventKinds.sharedQuestions]: () =>
      void client.invalidateQueries({ queryKey: sharedQuestionKeys.all(meeting.slug) }),
    // A poll opened, closed or got votes (coalesced to about one a second, docs/decisions/0061-polls.md).
    [liveEventKinds.polls]: () => void client.invalidateQueries({ queryKey: pollKeys.meeting(meeting.slug) }),
    [liveEventKinds.reset]: () => void client.invalidateQueries({ queryKey: pollKeys.meeting(meeting.slug) }),
  });
  return (
    <div className={styles.page}>
      <h1 className={styles.plainTitle}>Interactúa</h1>
      <ShareButtons
        title={`Pregunta y debate: ${plainTitle(meeting.title)}`}
        path={pathTo('meetingInteract', { slug: meeting.slug })}
      />
      <section id="pregunta" className={styles.card} aria-labelledby="question-title">
        <h2 id="question-title">Pregunta {words.toTheSpeaker}</h2>
        <QuestionForm slug={meeting.slug} speaker={speaker} />
        <MyQuestions slug={meeting.slug} />
        <SharedQuestions slug={meeting.slug} />
      </section>
      <section id="encuestas" className={styles.card} aria-labelledby="polls-title">
        <h2 id="polls-title">Encuestas</h2>
        <PollsPanel slug={meeting.slug} />
      </section>
      <section id="debate" className={styles.card} aria-labelledby="forum-title">
        <h2 id="forum-title">Debate en el foro</h2>
        <LiveFeed
          url={stream}
          arriveAt="top"
          onChanged={() => void client.invalidateQueries({ queryKey: meetingKeys.posts(meeting.slug) })}
        >
          <MeetingForum slug={meeting.slug} />
        </LiveFeed>
      </section>
    </div>
  );
}
