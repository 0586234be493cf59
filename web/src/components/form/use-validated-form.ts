import { useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useFocusFirstError } from '@/lib/use-focus-first-error';

/**
 * react-hook-form the way our forms check their input: nothing is marked while the person types the first time,
 * the whole form is checked on submit and each field again as it is corrected. After a failed submit the focus goes
 * to the first invalid control on screen; put `formRef` on the <form>.
 */
export function useValidatedForm<TValues extends FieldValues, TInput = TValues>({
  resolver,
  defaultValues,
}: {
  /** Usually schemaResolver(schema) with the contracts schema, so the browser and the server give the same messages. */
  resolver: Resolver<TValues, unknown, TInput>;
  defaultValues: DefaultValues<TValues>;
}) {
  const form = useForm<TValues, unknown, TInput>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, submitCount } = form.formState;
  useFocusFirstError(formRef, submitCount, Object.keys(errors).length > 0);
  return { form, formRef };
}
