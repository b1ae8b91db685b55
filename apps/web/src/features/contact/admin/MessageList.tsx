import { useId, useState } from 'react';
import {
  MAX_ANSWER,
  messageStateLabels,
  messageStates,
  type MessageRow,
} from '@foro/shared/contact/admin-schemas';
import { countries } from '@foro/shared/directory/countries';
import { ListToolbar, LoadMore } from '../../../components/admin/ListControls';
import { Button } from '../../../components/ui/Button';
import { PageLoading } from '../../../components/ui/PageLoading';
import { ApiError } from '../../../lib/api-client';
import { useAnswerMessage, useMessageMeetings, useMessages, type MessageFilter } from './requests-admin-api';
import styles from './requests-admin.module.css';
import { StaffTime } from '../../../components/admin/StaffTime';

const countryLabel = (key: string) => countries.find((c) => c.key === key)?.label ?? key;

/** One message: who wrote, about which meeting, and the answer or the form to write it. */
function Message({ message }: { message: MessageRow }) {
  const id = useId();
  const [answer, setAnswer] = useState('');
  const send = useAnswerMessage(message.id);
  const fieldError = send.error instanceof ApiError ? send.error.fieldErrors.answer : undefined;
  return (
    <article className={styles.message} aria-labelledby={`${id}-who`}>
      <header>
        <h2 id={`${id}-who`} className={styles.messageWho}>
          {message.member.name} · {countryLabel(message.member.country)}
        </h2>
        <p className={styles.sub}>
          {message.member.email} · <StaffTime at={message.createdAt} /> · {message.meeting.title}
        </p>
        {message.kind === 'viewing' && (
          <p>
            <span className={`${styles.badge} ${styles.new}`}>Problema para ver el encuentro</span>
          </p>
        )}
      </header>
      <p className={styles.messageText}>{message.msg}</p>
      {message.answeredAt ? (
        <div className={styles.answer}>
          <p className={styles.answered}>
            Respondido el <StaffTime at={message.answeredAt} />
            {message.answeredBy ? ` por ${message.answeredBy}` : ''}
          </p>
          {message.answer ? (
            <p className={styles.messageText}>{message.answer}</p>
          ) : (
            <p className={styles.sub}>Marcado como respondido, sin correo.</p>
          )}
        </div>
      ) : (
        <form
          className={styles.answerForm}
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate(answer);
          }}
        >
          <label htmlFor={`${id}-answer`} className={styles.name}>
            Respuesta por correo a {message.member.name}
          </label>
          <textarea
            id={`${id}-answer`}
            rows={4}
            maxLength={MAX_ANSWER}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-error` : undefined}
          />
          {fieldError && (
            <p id={`${id}-error`} className={styles.error}>
              {fieldError}
            </p>
          )}
          {send.isError && !fieldError && (
            <p role="alert" className={styles.error}>
              {send.error.message}
            </p>
          )}
          <div className={styles.answerActions}>
            <Button type="submit" variant="brand" disabled={send.isPending}>
              {send.isPending ? 'Enviando…' : 'Enviar respuesta'}
            </Button>
            <Button variant="outline" disabled={send.isPending} onClick={() => send.mutate(null)}>
              Marcar como respondido sin correo
            </Button>
          </div>
        </form>
      )}
    </article>
  );
}

/** Members' messages about a meeting, newest first, filtered by meeting and state (docs/product/inbox.md). */
export function MessageList({
  filter,
  onFilter,
}: {
  filter: MessageFilter;
  onFilter: (filter: MessageFilter) => void;
}) {
  const id = useId();
  const meetings = useMessageMeetings();
  const messages = useMessages(filter);
  const rows = messages.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <>
      <ListToolbar
        search={filter.q ?? ''}
        onSearch={(q) => onFilter({ ...filter, q: q || undefined })}
        searchLabel="Buscar en los mensajes"
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-meeting`}>Encuentro</label>
          <select
            id={`${id}-meeting`}
            value={filter.meeting ?? ''}
            onChange={(e) => onFilter({ ...filter, meeting: e.target.value || undefined })}
          >
            <option value="">Todos los encuentros</option>
            {meetings.data?.map((m) => (
              <option key={m.id} value={m.id}>
                {m.title} ({m.open} sin responder de {m.total})
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-state`}>Estado</label>
          <select
            id={`${id}-state`}
            value={filter.state ?? ''}
            onChange={(e) =>
              onFilter({ ...filter, state: (e.target.value || undefined) as MessageFilter['state'] })
            }
          >
            <option value="">Todos</option>
            {messageStates.map((s) => (
              <option key={s} value={s}>
                {messageStateLabels[s]}
              </option>
            ))}
          </select>
        </div>
      </ListToolbar>
      {messages.isPending ? (
        <PageLoading />
      ) : messages.isError ? (
        <p role="alert">No pudimos cargar los mensajes. {messages.error.message}</p>
      ) : rows.length === 0 ? (
        <p>No hay mensajes con estos filtros.</p>
      ) : (
        <div className={styles.messages}>
          {rows.map((m) => (
            <Message key={m.id} message={m} />
          ))}
        </div>
      )}
      <LoadMore
        hasMore={Boolean(messages.hasNextPage)}
        loading={messages.isFetchingNextPage}
        onMore={() => void messages.fetchNextPage()}
        shown={rows.length}
      />
    </>
  );
}
