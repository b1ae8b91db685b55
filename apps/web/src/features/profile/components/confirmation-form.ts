import type { UseFormReturn } from 'react-hook-form';
import {
  variantFields,
  type ConfirmationInput,
  type Field,
  type Variant,
} from '@foro/shared/profile/confirmation';

/** The confirmation form as its field groups receive it. */
export type ConfirmationFormApi = UseFormReturn<ConfirmationInput>;

/** Which fields the country's variant shows and which it requires (docs/product/profile.md#confirmation-page). */
export function variantRules(variant: Variant | null) {
  const spec = variant ? variantFields[variant] : null;
  return {
    has: (f: Field) => Boolean(spec?.fields.includes(f)),
    req: (f: Field) => Boolean(spec?.required.includes(f)),
  };
}
