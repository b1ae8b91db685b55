import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { liveEventKinds } from '@foro/shared/live/constants';
import type { MeetingDetail } from '@foro/shared/meetings/schemas';
import { withChatEmbedDomain } from '@foro/shared/media/video-links';
import { Tabs, type TabItem } from '../../../components/ui/Tabs';
import { useLightMode } from '../../../lib/light-mode';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useMeetingPageEvents } from '../../../features/live/use-live-events';
import { myQuestionsQuery } from '../../../features/meetings/api/get-my-questions';
import { meetingKeys } from '../../../features/meetings/api/query-keys';
import { MeetingChat } from '../../../features/meetings/components/MeetingChat';
import { MyQuestions } from '../../../features/meetings/components/MyQuestions';
import { QuestionForm } from '../../../features/meetings/components/QuestionForm';
import { meetingSpeakerWords } from '../../../features/meetings/speaker-words';
import { pollKeys } from '../../../features/polls/api/poll-keys';
import { PollsPanel } from '../../../features/polls/components/PollsPanel';
import { markPollsSeen, seenPolls } from '../../../features/polls/seen-polls';
import { SharedQuestions } from '../../../features/questions/shared/SharedQuestions';
import { sharedQuestionKeys } from '../../../features/questions/shared/shared-questions-api';
import styles from './live-room.module.css';

/**
 * The portal's own live room beside or below the player (docs/decisions/0065-the-live-room.md): "Chat"
 * (the meeting's forum as a conversation), "Preguntas" (questions to the speaker, their votes and the
 * one being answered) and "Encuestas" (the meeting's polls). One live stream feeds all of them: each event names what changed
 * and the part that shows it reads it again.
 */
export function LiveRoom({ meeting }: { meeting: MeetingDetail }) {
  const [tab, setTab] = useState('chat');
  const slug = meeting.slug;
  // Open polls the member has not looked at, opened while she was on another tab or already open when
  // she arrived: "Encuestas" says so until it is opened (docs/decisions/0128-a-poll-that-opens-marks-its-tab.md,
  // 0129-open-polls-pointed-at-on-arrival.md).
  const [unseenPolls, setUnseenPolls] = useState<ReadonlySet<string>>(() => new Set());
  const newPoll = unseenPolls.size > 0;
  const select = (id: string) => {
    setTab(id);
    if (id === 'encuestas' && newPoll) {
      markPollsSeen(slug, unseenPolls);
      setUnseenPolls(new Set());
    }
  };
  const client = useQueryClient();
  const words = meetingSpeakerWords(meeting);
  const speaker = meeting.speakers[0]?.speaker || words.theSpeaker;
  const readPosts = () => void client.invalidateQueries({ queryKey: meetingKeys.posts(slug) });
  const readPolls = () => void client.invalidateQueries({ queryKey: pollKeys.meeting(slug) });
  const readQuestions = () => {
    void client.invalidateQueries({ queryKey: myQuestionsQuery(slug).queryKey });
    void client.invalidateQueries({ queryKey: sharedQuestionKeys.all(slug) });
  };
  useMeetingPageEvents(slug, {
    [liveEventKinds.posts]: readPosts,
    [liveEventKinds.postHidden]: readPosts,
    [liveEventKinds.postRestored]: readPosts,
    [liveEventKinds.myQuestions]: () =>
      void client.invalidateQueries({ queryKey: myQuestionsQuery(slug).queryKey }),
    [liveEventKinds.sharedQuestions]: () =>
      void client.invalidateQueries({ queryKey: sharedQuestionKeys.all(slug) }),
    // A poll opened, closed or got votes (coalesced to about one a second, docs/decisions/0061-polls.md).
    [liveEventKinds.polls]: readPolls,
    [liveEventKinds.pollOpened]: ({ subject }) => {
      readPolls();
      const id = subject ?? '';
      if (tab === 'encuestas') markPollsSeen(slug, [id]);
      else if (!seenPolls(slug).has(id)) setUnseenPolls((ids) => (ids.has(id) ? ids : new Set(ids).add(id)));
    },
    [liveEventKinds.reset]: () => {
      readPosts();
      readQuestions();
      readPolls();
    },
  });

  // The broadcaster's own chat, where staff set one, is an extra on wide screens: YouTube's live chat
  // cannot be embedded on phones, and in light mode it is a link, loaded only when asked for.
  const wide = useMediaQuery('(min-width: 1024px)');
  const [light] = useLightMode();
  const broadcasterChat =
    meeting.meeting_day && !meeting.post_event && meeting.iframe_chat
      ? withChatEmbedDomain(meeting.iframe_chat, window.location.hostname)
      : null;

  const items: TabItem[] = [
    { id: 'chat', label: 'Chat', panel: <MeetingChat slug={slug} /> },
    {
      id: 'preguntas',
      label: 'Preguntas',
      panel: (
        <div className={styles.scroll}>
          <QuestionForm slug={slug} speaker={speaker} />
          <MyQuestions slug={slug} />
          <SharedQuestions slug={slug} />
        </div>
      ),
    },
    {
      id: 'encuestas',
      label: 'Encuestas',
      // A dot beside the name: three tabs share a phone's width.
      badge: newPoll ? (
        <>
          <span className={styles.dot} aria-hidden="true" />
          <span className="visually-hidden"> (hay una encuesta nueva)</span>
        </>
      ) : undefined,
      panel: (
        <div className={styles.scroll}>
          <PollsPanel slug={slug} />
        </div>
      ),
    },
  ];
  if (broadcasterChat && wide)
    items.push({
      id: 'emision',
      label: 'Chat de la emisión',
      panel: light ? (
        <a href={broadcasterChat} target="_blank" rel="noopener noreferrer">
          Abrir el chat
          <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </a>
      ) : (
        <iframe src={broadcasterChat} title="Chat de la emisión" className={styles.frame} loading="lazy" />
      ),
    });
  return (
    <section className={styles.room} aria-label="Sala en vivo">
      <Tabs items={items} selected={tab} onSelect={select} label="Sala en vivo" className={styles.tabs} />
      <p role="status" className="visually-hidden">
        {newPoll ? 'Se abrió una encuesta: está en «Encuestas».' : ''}
      </p>
    </section>
  );
}
