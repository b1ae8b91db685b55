import { useState } from 'react';
import { useNavigate } from 'react-router';
import { newThreadSchema } from '@foro/shared/moderation/schemas';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { useOpenThread } from '../api/moderation';
import styles from './moderation.module.css';

type Errors = Partial<Record<'title' | 'postContent', string>>;

/** The route's coaches (and staff) open a conversation with its first message (docs/decisions/0038-moderation.md). */
export function NewThreadForm({ slug }: { slug: string }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [postContent, setPostContent] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string>();
  const mutation = useOpenThread(slug);
  const navigate = useNavigate();

  if (!open)
    return (
      <div>
        <Button variant="brand" onClick={() => setOpen(true)}>
          Abrir una conversación
        </Button>
      </div>
    );

  const submit = () => {
    if (mutation.isPending) return;
    const parsed = newThreadSchema.safeParse({ title, postContent });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: (answer) => void navigate(answer.path),
      onError: (e) => {
        setErrors(e.fieldErrors as Errors);
        if (!Object.keys(e.fieldErrors).length) setError(e.message);
      },
    });
  };

  return (
    <form
      className={styles.newThread}
      noValidate
      aria-labelledby="new-thread-title"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="new-thread-title">Nueva conversación</h2>
      <TextField
        label="Título"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
        maxLength={160}
      />
      <TextAreaField
        label="Primer mensaje"
        value={postContent}
        onChange={(e) => setPostContent(e.target.value)}
        error={errors.postContent}
        rows={4}
      />
      {error && (
        <p role="alert" className={styles.done}>
          {error}
        </p>
      )}
      <div className={styles.buttons}>
        <Button type="submit" variant="brand" disabled={mutation.isPending}>
          Publicar conversación
        </Button>
        <Button variant="outline" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
