import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * After a submit with errors, moves the focus to the first invalid control in the order the person sees the form
 * (react-hook-form would pick the first field it registered, which is not always the first on screen).
 * Use with `shouldFocusError: false`.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, submitCount: number, hasErrors: boolean): void {
  const focusFirst = useEffectEvent(() => {
    if (!hasErrors) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
  useEffect(() => {
    if (submitCount > 0) focusFirst();
  }, [submitCount]);
}
