import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { newMessagesLabel } from '@foro/shared/live/constants';
import type { MeetingPostInput } from '@foro/shared/meetings/schemas';
import { lazySchema, lazyZodResolver } from '../../../lib/lazy-schema';
import { HiddenNote, PostModeration, isHeld } from '../../../components/moderation/PostModeration';
import { Button } from '../../../components/ui/Button';
import { OfflineNotice } from '../../../components/ui/OfflineNotice';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { WrittenWhen } from '../../../components/ui/WrittenWhen';
import { ApiError } from '../../../lib/api-client';
import { useDraft, useDraftKey } from '../../../lib/drafts';
import { useOfflineSend } from '../../../lib/offline-send';
import { createMeetingPost } from '../api/create-meeting-post';
import { useChatMessages } from '../api/get-chat-messages';
import { meetingKeys } from '../api/query-keys';
import styles from './MeetingChat.module.css';

/** The form's rules, loaded with its first check (zod stays off the first screen). */
const postSchema = lazySchema(async () => (await import('@foro/shared/meetings/schemas')).meetingPostSchema);

/** How close (px) to the end of the list the reader still counts as reading the newest messages. */
const AT_END_PX = 48;

const atEnd = (el: HTMLElement | null) => !el || el.scrollHeight - el.scrollTop - el.clientHeight < AT_END_PX;

/**
 * The live room's chat (docs/decisions/0065-the-live-room.md): the meeting's forum as a conversation,
 * newest at the bottom. The list is read again when the screen hears of a new message (a live event);
 * the view follows new messages while the reader is at the end, and otherwise offers "N mensajes
 * nuevos" so that the text being read does not move. The forum's moderation and reports apply.
 */
export function MeetingChat({ slug }: { slug: string }) {
  const client = useQueryClient();
  const messages = useChatMessages(slug);
  const list = useRef<HTMLOListElement>(null);
  const form = useForm<MeetingPostInput>({ resolver: lazyZodResolver<MeetingPostInput>(postSchema) });
  const following = useRef(true);
  const scrollToEnd = useRef(false);
  const [sendError, setSendError] = useState<{ message: string; fieldErrors: Record<string, string> } | null>(
    null,
  );
  // Nothing typed is lost (docs/decisions/0064): a draft kept on the device, a send that waits offline
  // and goes once, with one submission key, when the connection returns.
  const draft = useDraft(useDraftKey('meeting-chat'), form);
  const sending = useOfflineSend({
    send: (input: MeetingPostInput, key: string) => createMeetingPost(slug, input, key),
    onSent: () => {
      draft.clear();
      form.reset({ post: '' });
      scrollToEnd.current = true;
      void client.invalidateQueries({ queryKey: meetingKeys.posts(slug) });
    },
    onError: (error) =>
      setSendError(
        error instanceof ApiError
          ? { message: error.message, fieldErrors: error.fieldErrors }
          : { message: 'No pudimos enviar tu mensaje. Inténtalo de nuevo.', fieldErrors: {} },
      ),
  });
  /** Ids already shown to the reader, and those that came while they were reading further up. */
  const seen = useRef<Set<string> | null>(null);
  const [unseen, setUnseen] = useState(0);

  const first = messages.data?.pages[0];
  const closed = first?.hidde_posts;
  const canModerate = Boolean(first?.canModerate);
  // Pages come newest first and may overlap when messages arrive between two reads of them.
  const ordered = useMemo(() => {
    const byId = new Map<string, NonNullable<typeof first>['posts'][number]>();
    for (const page of messages.data?.pages ?? []) for (const p of page.posts) byId.set(p.id, p);
    return [...byId.values()].sort((a, b) => a.creation_date.localeCompare(b.creation_date));
  }, [messages.data]);

  // After each read: follow the newest messages, or count those the reader has not seen.
  useLayoutEffect(() => {
    if (!messages.data) return;
    const el = list.current;
    const ids = ordered.map((p) => p.id);
    if (!seen.current || following.current || scrollToEnd.current) {
      seen.current = new Set(ids);
      setUnseen(0);
      scrollToEnd.current = false;
      if (el) el.scrollTop = el.scrollHeight;
      return;
    }
    setUnseen(ids.filter((id) => !seen.current!.has(id)).length);
  }, [messages.data, ordered]);

  const showNewest = () => {
    seen.current = new Set(ordered.map((p) => p.id));
    setUnseen(0);
    following.current = true;
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  };

  const send = form.handleSubmit((values) => {
    setSendError(null);
    sending.submit(values);
  });

  const fieldError = form.formState.errors.post?.message ?? sendError?.fieldErrors.post;
  const { ref: postRef, ...postField } = form.register('post');

  return (
    <div className={styles.chat}>
      <div className={styles.viewport}>
        {messages.isPending && <p className={styles.note}>Cargando mensajes…</p>}
        {messages.isError && (
          <p role="alert" className={styles.error}>
            No pudimos cargar los mensajes.{' '}
            <button type="button" onClick={() => void messages.refetch()}>
              Reintentar
            </button>
          </p>
        )}
        {messages.data && ordered.length === 0 && !closed && (
          <p className={styles.note}>Todavía no hay mensajes. ¡Escribe el primero!</p>
        )}
        <ol
          ref={list}
          className={styles.messages}
          aria-label="Mensajes del chat"
          onScroll={(e) => {
            following.current = atEnd(e.currentTarget);
            if (following.current && unseen > 0) showNewest();
          }}
        >
          {messages.hasNextPage && (
            <li className={styles.older}>
              <button
                type="button"
                onClick={() => void messages.fetchNextPage()}
                disabled={messages.isFetchingNextPage}
              >
                Ver mensajes anteriores
              </button>
            </li>
          )}
          {ordered.map((p) => {
            const note = !canModerate && p.moderation?.state === 'hidden';
            return (
              <li
                key={p.id}
                className={styles.message}
                data-own={p.own || undefined}
                data-hidden={p.moderation?.state === 'hidden' || undefined}
                data-post-id={p.id}
              >
                <p className={styles.meta}>
                  <strong>{p.user.name}</strong>
                  {p.user.country && <span>{p.user.country}</span>}
                  <WrittenWhen iso={p.creation_date} />
                </p>
                {note && !isHeld(p.moderation) ? (
                  <HiddenNote reason={p.moderation?.reason} />
                ) : (
                  <p className={styles.text}>{p.post}</p>
                )}
                {note && isHeld(p.moderation) && <HiddenNote reason={p.moderation?.reason} />}
                {!note && (
                  <PostModeration
                    kind="meeting"
                    refresh={meetingKeys.posts(slug)}
                    post={p}
                    canModerate={canModerate}
                  />
                )}
              </li>
            );
          })}
        </ol>
        <div aria-live="polite" className={styles.newBar}>
          {unseen > 0 && (
            <button type="button" className={styles.newMessages} onClick={showNewest}>
              <span aria-hidden="true">↓</span> {newMessagesLabel(unseen)}
            </button>
          )}
        </div>
      </div>
      {closed ? (
        <p className={styles.note}>El foro de este encuentro está cerrado.</p>
      ) : (
        <form noValidate className={styles.composer} onSubmit={send}>
          <TextAreaField
            label="Tu mensaje"
            hideLabel
            placeholder="Escribe un mensaje…"
            rows={2}
            error={fieldError}
            readOnly={sending.waiting}
            ref={postRef}
            {...postField}
            onKeyDown={(e) => {
              // Enter sends, as in every chat; Shift+Enter starts a new line.
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                void send();
              }
            }}
          />
          {sending.waiting && <OfflineNotice onCancel={sending.cancel} />}
          {sendError && !sendError.fieldErrors.post && (
            <p role="alert" className={styles.error}>
              {sendError.message}
            </p>
          )}
          <Button type="submit" variant="brand" disabled={sending.waiting}>
            Enviar
          </Button>
        </form>
      )}
    </div>
  );
}
