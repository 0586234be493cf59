import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** What a group of fields needs from its form: to register its inputs and to read their messages. */
export type FieldGroupForm<TValues extends FieldValues> = Pick<UseFormReturn<TValues>, 'register' | 'getFieldState' | 'formState'>;

/** The message of one field, if it has one. Passing formState subscribes the form to its errors. */
export function errorMessageOf<TValues extends FieldValues>(form: FieldGroupForm<TValues>, name: FieldPath<TValues>): string | undefined {
  return form.getFieldState(name, form.formState).error?.message;
}
