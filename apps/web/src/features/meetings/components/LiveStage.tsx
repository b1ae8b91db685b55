import type { ReactNode } from 'react';
import { withChatEmbedDomain } from '@foro/shared/media/video-links';
import { VideoPlayer } from '../../../components/ui/VideoPlayer';
import { LightStream } from '../light/LightStream';
import styles from './LiveStage.module.css';

/**
 * The live broadcast beside its chat (a meeting's day, the open masterclass): a notice until the video
 * exists, and `chatFallback` where there is no chat. In light mode (decision 0047) neither the player nor
 * the chat's frame loads until asked for: the chat is a link, beside the fallback's questions.
 */
export function LiveStage({
  video,
  videoTitle,
  waiting,
  chat,
  chatTitle,
  chatFallback,
  light = false,
}: {
  video: string | null | undefined;
  videoTitle: string;
  waiting: string;
  chat: string | null | undefined;
  chatTitle: string;
  chatFallback: ReactNode;
  light?: boolean;
}) {
  return (
    <div className={styles.stage}>
      {!video ? (
        <StageNotice>{waiting}</StageNotice>
      ) : light ? (
        <LightStream src={video} title={videoTitle} />
      ) : (
        <VideoPlayer src={video} title={videoTitle} />
      )}
      {chat && light ? (
        <div className={styles.chatFallback}>
          {chatFallback}
          <a href={chat} target="_blank" rel="noopener noreferrer">
            Abrir el chat
            <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
          </a>
        </div>
      ) : chat ? (
        <iframe
          src={withChatEmbedDomain(chat, window.location.hostname)}
          title={chatTitle}
          className={styles.chat}
        />
      ) : (
        <div className={styles.chatFallback}>{chatFallback}</div>
      )}
    </div>
  );
}

/** A notice where the broadcast will appear (before it starts, or while its video is not set). */
export function StageNotice({ children }: { children: ReactNode }) {
  return <p className={styles.notice}>{children}</p>;
}
