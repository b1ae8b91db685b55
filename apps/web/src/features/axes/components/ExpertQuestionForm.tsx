import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { axisQuestionSchema, type AxisQuestionInput } from '@foro/shared/axes/schemas';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { useSendAxisQuestion } from '../api/send-axis-question';
import { useSubmitOnce } from '../../../lib/submit-once';
import styles from './axis-pages.module.css';

const THANKS_MS = 5000;

/** The question to the route's expert (docs/product/axes.md#expert-question). */
export function ExpertQuestionForm({ slug }: { slug: string }) {
  const mutation = useSendAxisQuestion(slug);
  const submitOnce = useSubmitOnce();
  const [thanks, setThanks] = useState(false);
  const form = useForm<AxisQuestionInput>({ resolver: zodResolver(axisQuestionSchema) });
  useEffect(() => {
    if (!thanks) return;
    // docs/product/axes.md#expert-question: the thanks hides after 5 seconds.
    const timer = window.setTimeout(() => setThanks(false), THANKS_MS);
    return () => window.clearTimeout(timer);
  }, [thanks]);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        // One send at a time (docs/product/axes.md#expert-question: the guard works), and one key
        // per submission, so the server stores a repeat once (lib/submit-once.ts).
        submitOnce(values, (key) => mutation.mutateAsync({ input: values, key }))?.then(
          () => {
            form.reset({ question: '' });
            setThanks(true);
          },
          () => undefined, // shown from mutation.error
        );
      })}
    >
      <TextAreaField
        label="Intentaremos que te responda en la masterclass."
        error={form.formState.errors.question?.message ?? mutation.error?.fieldErrors.question}
        {...form.register('question')}
      />
      {mutation.isError && !mutation.error.fieldErrors.question && (
        <p role="alert" className={styles.error}>
          {mutation.error.message}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="brand" disabled={mutation.isPending}>
          Enviar
        </Button>
        <p role="status" className={styles.thanks}>
          {thanks ? '¡Muchas gracias por participar!' : ''}
        </p>
      </div>
    </form>
  );
}
