import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { meetingQuestionSchema, type MeetingQuestionInput } from '@foro/shared/meetings/schemas';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { useCreateMeetingQuestion } from '../api/create-meeting-question';
import { useSubmitOnce } from '../../../lib/submit-once';
import styles from './forms.module.css';

/**
 * docs/product/meetings.md#interactua: a question for the speaker; thanks with the option to send another.
 */
export function QuestionForm({ slug, speaker }: { slug: string; speaker: string }) {
  const mutation = useCreateMeetingQuestion(slug);
  const submitOnce = useSubmitOnce();
  const form = useForm<MeetingQuestionInput>({ resolver: zodResolver(meetingQuestionSchema) });

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
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        // One submit, one post: a double click sends once, with one key (lib/submit-once.ts).
        submitOnce(values, (key) => mutation.mutateAsync({ input: values, key }))?.catch(
          () => undefined, // shown from mutation.error
        );
      })}
    >
      <TextAreaField
        label={`Tu pregunta para ${speaker}`}
        error={form.formState.errors.question?.message ?? mutation.error?.fieldErrors.question}
        {...form.register('question')}
      />
      {mutation.isError && !mutation.error.fieldErrors.question && (
        <p role="alert" className={styles.error}>
          {mutation.error.message}
        </p>
      )}
      <Button type="submit" variant="brand" disabled={mutation.isPending}>
        Enviar
      </Button>
    </form>
  );
}
