import { useState, type FormEvent } from 'react';
import { watchedWordInput } from '@foro/shared/moderation/watched-words';
import { Button } from '../../../components/ui/Button';
import { PageLoading } from '../../../components/ui/PageLoading';
import { TextField } from '../../../components/ui/TextField';
import { useWatchedWordChange, useWatchedWords } from './moderation-admin-api';
import styles from './moderation-admin.module.css';

/**
 * Staff's list of watched words (docs/decisions/0084-watched-words.md): a member's post that contains
 * one, as a whole word and whatever its accents or case, waits for review instead of being published.
 */
export function WatchedWords() {
  const words = useWatchedWords();
  const change = useWatchedWordChange();
  const [word, setWord] = useState('');
  const [error, setError] = useState<string>();
  const add = (event: FormEvent) => {
    event.preventDefault();
    const parsed = watchedWordInput.safeParse({ word });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    change.mutate(
      { add: parsed.data.word },
      {
        onSuccess: () => setWord(''),
        onError: (e) => setError(e.fieldErrors.word ?? e.message),
      },
    );
  };
  return (
    <>
      <p className={styles.sub}>
        Un mensaje de un docente que contenga una de estas palabras o expresiones (completas, sin importar
        tildes ni mayúsculas) queda retenido para revisión en vez de publicarse, y su autor recibe el aviso.
      </p>
      <form className={styles.wordForm} noValidate onSubmit={add}>
        <TextField
          label="Palabra o expresión"
          value={word}
          onChange={(e) => setWord(e.target.value)}
          error={error}
          maxLength={60}
        />
        <Button type="submit" disabled={change.isPending}>
          Añadir
        </Button>
      </form>
      {words.isPending ? (
        <PageLoading />
      ) : words.isError ? (
        <p role="alert">No pudimos cargar la lista. {words.error.message}</p>
      ) : words.data.words.length === 0 ? (
        <p>La lista está vacía: ningún mensaje se retiene.</p>
      ) : (
        <ul className={styles.words} aria-label="Palabras vigiladas">
          {words.data.words.map((w) => (
            <li key={w.id}>
              <span>{w.word}</span>
              <Button
                variant="outline"
                disabled={change.isPending}
                aria-label={`Quitar «${w.word}» de la lista`}
                onClick={() => change.mutate({ remove: w.id }, { onError: (e) => setError(e.message) })}
              >
                Quitar
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
