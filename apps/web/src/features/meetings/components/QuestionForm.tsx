import { useForm } from 'react-hook-form';
import type { MeetingQuestionInput } from '@foro/shared/meetings/schemas';
import { lazySchema, lazyZodResolver } from '../../../lib/lazy-schema';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { useCreateMeetingQuestion } from '../api/create-meeting-question';
import { OfflineNotice } from '../../../components/ui/OfflineNotice';
import { useDraft, useDraftKey } from '../../../lib/drafts';
import { useOfflineSend } from '../../../lib/offline-send';
import styles from './forms.module.css';

/** The form's rules, loaded with its first check (zod stays off the first screen). */
const questionSchema = lazySchema(
  async () => (await import('@foro/shared/meetings/schemas')).meetingQuestionSchema,
);

/**
 * docs/product/meetings.md#interactua: a question for the speaker; thanks with the option to send another.
 */
export function QuestionForm({ slug, speaker }: { slug: string; speaker: string }) {
  const mutation = useCreateMeetingQuestion(slug);
  const form = useForm<MeetingQuestionInput>({
    resolver: lazyZodResolver<MeetingQuestionInput>(questionSchema),
  });
  // Nothing typed is lost (docs/decisions/0064): a draft kept on the device, a send that waits offline.
  const draft = useDraft(useDraftKey('meeting-question'), form);
  const sending = useOfflineSend({
    // One submit, one post: every try of one question goes with one key (lib/submit-once.ts).
    send: (input: MeetingQuestionInput, key: string) => mutation.mutateAsync({ input, key }),
    onSent: () => draft.clear(),
  });

  if (mutation.isSuccess) {
    return (
      <div className={styles.thanks} role="status">
        <p>¡Gracias por tu pregunta! Se la haremos llegar a {speaker}.</p>
        <Button
          variant="outline"
          onClick={() => {
            form.reset({ question: '' });
            mutation.reset();
          }}
        >
          Enviar otra pregunta
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => sending.submit(values))}>
      <TextAreaField
        label={`Tu pregunta para ${speaker}`}
        error={form.formState.errors.question?.message ?? mutation.error?.fieldErrors.question}
        readOnly={sending.waiting}
        {...form.register('question')}
      />
      {sending.waiting && <OfflineNotice onCancel={sending.cancel} />}
      {mutation.isError && !sending.waiting && !mutation.error.fieldErrors.question && (
        <p role="alert" className={styles.error}>
          {mutation.error.message}
        </p>
      )}
      <Button type="submit" variant="brand" disabled={mutation.isPending || sending.waiting}>
        Enviar
      </Button>
    </form>
  );
}
