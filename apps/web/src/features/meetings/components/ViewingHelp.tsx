import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { MeetingContactInput } from '@foro/shared/meetings/schemas';
import { lazySchema, lazyZodResolver } from '../../../lib/lazy-schema';
import { plainTitle } from '@foro/shared/meetings/title';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { useSendMeetingContact } from '../api/send-meeting-contact';
import formStyles from './forms.module.css';
import styles from './ViewingHelp.module.css';

/** The form's rules, loaded with its first check (zod stays off the first screen). */
const contactSchema = lazySchema(
  async () => (await import('@foro/shared/meetings/schemas')).meetingContactSchema,
);

/**
 * "¿Tienes problemas para ver el encuentro? Escríbenos": a member's help form that opens on the live
 * page itself, already knowing who writes and about which meeting. It is a meeting contact message
 * marked as a viewing problem, so staff read it in the back office's inbox (decision 0041).
 */
export function ViewingHelp({ meeting, email }: { meeting: { slug: string; title: string }; email: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const mutation = useSendMeetingContact();
  const form = useForm<MeetingContactInput>({
    resolver: lazyZodResolver<MeetingContactInput>(contactSchema),
    defaultValues: { meetingSelect: meeting.slug, msg: '', kind: 'viewing' },
  });
  const title = plainTitle(meeting.title);

  return (
    <section className={styles.help} aria-labelledby={`${id}-lead`}>
      <p id={`${id}-lead`} className={styles.lead}>
        ¿Tienes problemas para ver el encuentro?{' '}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
        >
          Escríbenos
        </button>
      </p>
      <div id={`${id}-panel`} hidden={!open} className={styles.panel}>
        {mutation.isSuccess ? (
          <div className={formStyles.thanks} role="status">
            <p>¡Gracias! Te responderemos a {email} lo antes posible.</p>
            <Button
              variant="outline"
              onClick={() => {
                form.reset({ meetingSelect: meeting.slug, msg: '', kind: 'viewing' });
                mutation.reset();
              }}
            >
              Enviar otro mensaje
            </Button>
          </div>
        ) : (
          <form
            noValidate
            aria-labelledby={`${id}-title`}
            onSubmit={form.handleSubmit((values) => {
              if (!mutation.isPending) mutation.mutate(values);
            })}
          >
            <h2 id={`${id}-title`} className={styles.title}>
              ¿Problemas para ver el encuentro?
            </h2>
            <p className={styles.context}>
              Encuentro: <strong>{title}</strong>. Te responderemos a <strong>{email}</strong>.
            </p>
            <TextAreaField
              label="¿Qué te ocurre?"
              placeholder="Por ejemplo: el vídeo no carga en el móvil, no se oye, se corta…"
              error={form.formState.errors.msg?.message ?? mutation.error?.fieldErrors.msg}
              {...form.register('msg')}
            />
            {mutation.isError && !mutation.error.fieldErrors.msg && (
              <p role="alert" className={formStyles.error}>
                {mutation.error.fieldErrors.meetingSelect ?? mutation.error.message}
              </p>
            )}
            <Button type="submit" variant="brand" disabled={mutation.isPending}>
              Enviar
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
