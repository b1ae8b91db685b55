import type { ReactNode } from 'react';
import { VideoPlayer } from '../../../components/ui/VideoPlayer';
import styles from './LiveStage.module.css';

/**
 * The live broadcast beside its chat (a meeting's day, the open masterclass): a notice until the video
 * exists, and `chatFallback` where there is no chat.
 */
export function LiveStage({
  video,
  videoTitle,
  waiting,
  chat,
  chatTitle,
  chatFallback,
}: {
  video: string | null | undefined;
  videoTitle: string;
  waiting: string;
  chat: string | null | undefined;
  chatTitle: string;
  chatFallback: ReactNode;
}) {
  return (
    <div className={styles.stage}>
      {video ? <VideoPlayer src={video} title={videoTitle} /> : <StageNotice>{waiting}</StageNotice>}
      {chat ? (
        <iframe src={chat} title={chatTitle} className={styles.chat} />
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
