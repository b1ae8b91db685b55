import { useForm } from 'react-hook-form';
import type { MeetingContactInput } from '@foro/shared/meetings/schemas';
import { lazySchema, lazyZodResolver } from '../../../lib/lazy-schema';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { useMeetings } from '../../../features/meetings/api/get-meetings';
import { useSendMeetingContact } from '../../../features/meetings/api/send-meeting-contact';
import { useMeetingContext } from '../../../features/meetings/components/MeetingLayout';
import { plainTitle } from '@foro/shared/meetings/title';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from '../../../features/meetings/components/meeting-pages.module.css';
import formStyles from '../../../features/meetings/components/forms.module.css';

/** The form's rules, loaded with its first check (zod stays off the first screen). */
const contactSchema = lazySchema(
  async () => (await import('@foro/shared/meetings/schemas')).meetingContactSchema,
);

/** /encuentros/{slug}/contacto: a message to the forum team about a meeting. */
export default function MeetingContactPage() {
  const { meeting } = useMeetingContext();
  usePageTitle('Contacto');
  const meetings = useMeetings();
  const mutation = useSendMeetingContact();
  const form = useForm<MeetingContactInput>({
    resolver: lazyZodResolver<MeetingContactInput>(contactSchema),
    defaultValues: { meetingSelect: meeting.slug, msg: '' },
  });
  const options = (meetings.data ?? [meeting]).map((m) => ({ value: m.slug, label: plainTitle(m.title) }));

  return (
    <div className={styles.page}>
      <h1 className={styles.plainTitle}>Contacto</h1>
      <section className={styles.card} aria-labelledby="contact-title">
        <h2 id="contact-title">Escríbenos sobre un encuentro</h2>
        {mutation.isSuccess ? (
          <div className={formStyles.thanks} role="status">
            <p>¡Gracias por escribirnos! El equipo del Foro te responderá por correo electrónico.</p>
            <Button
              variant="outline"
              onClick={() => {
                form.reset({ meetingSelect: meeting.slug, msg: '' });
                mutation.reset();
              }}
            >
              Enviar otro mensaje
            </Button>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={form.handleSubmit((values) => {
              if (!mutation.isPending) mutation.mutate(values);
            })}
          >
            <SelectField
              label="Encuentro"
              placeholder="Selecciona un encuentro"
              options={options}
              error={
                form.formState.errors.meetingSelect?.message ?? mutation.error?.fieldErrors.meetingSelect
              }
              {...form.register('meetingSelect')}
            />
            <TextAreaField
              label="Mensaje"
              error={form.formState.errors.msg?.message ?? mutation.error?.fieldErrors.msg}
              {...form.register('msg')}
            />
            {mutation.isError && Object.keys(mutation.error.fieldErrors).length === 0 && (
              <p role="alert" className={formStyles.error}>
                {mutation.error.message}
              </p>
            )}
            <Button type="submit" variant="brand" disabled={mutation.isPending}>
              Enviar
            </Button>
          </form>
        )}
      </section>
    </div>
  );
}
