import { useMeetingContext } from '../../../features/meetings/components/MeetingLayout';
import { MeetingForum } from '../../../features/meetings/components/MeetingForum';
import { MyQuestions } from '../../../features/meetings/components/MyQuestions';
import { QuestionForm } from '../../../features/meetings/components/QuestionForm';
import { meetingSpeakerWords } from '../../../features/meetings/speaker-words';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from '../../../features/meetings/components/meeting-pages.module.css';

/** /encuentros/{slug}/interactua: questions to the speaker (#pregunta) and the forum (#debate). */
export default function MeetingInteractPage() {
  const { meeting } = useMeetingContext();
  usePageTitle('Interactúa');
  useScrollToHash();
  const words = meetingSpeakerWords(meeting);
  const speaker = meeting.speakers[0]?.speaker || words.theSpeaker;
  return (
    <div className={styles.page}>
      <h1 className={styles.plainTitle}>Interactúa</h1>
      <section id="pregunta" className={styles.card} aria-labelledby="question-title">
        <h2 id="question-title">Pregunta {words.toTheSpeaker}</h2>
        <QuestionForm slug={meeting.slug} speaker={speaker} />
        <MyQuestions slug={meeting.slug} />
      </section>
      <section id="debate" className={styles.card} aria-labelledby="forum-title">
        <h2 id="forum-title">Debate en el foro</h2>
        <MeetingForum slug={meeting.slug} />
      </section>
    </div>
  );
}
