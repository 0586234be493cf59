import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLeaveGuard } from '@/lib/use-leave-guard';

/** The part of a react-query mutation that saving needs. */
interface SaveMutation<TVariables, TSaved> {
  mutateAsync: (variables: TVariables) => Promise<TSaved>;
  isPending: boolean;
  error: Error | null;
}

/**
 * Saving on a create/edit screen: creates the item, or updates it when it exists. After a successful save the form is
 * marked clean and the leave guard lets the navigation in onSaved pass; a failed save keeps what was typed and is
 * reported through saveError. Render leaveDialog inside the screen.
 */
export function useEditorSave<TValues extends FieldValues, TInput, TSaved>({
  form,
  existingId,
  create,
  update,
  onSaved,
}: {
  form: Pick<UseFormReturn<TValues, unknown, TInput>, 'formState' | 'reset' | 'getValues'>;
  /** The id of the item being edited; none for a new one. */
  existingId: string | undefined;
  create: SaveMutation<TInput, TSaved>;
  update: SaveMutation<{ id: string; input: TInput }, TSaved>;
  onSaved: (saved: TSaved) => void;
}) {
  const saving = create.isPending || update.isPending;
  const guard = useLeaveGuard(form.formState.isDirty && !saving);

  const save = async (input: TInput) => {
    const saved = existingId
      ? await update.mutateAsync({ id: existingId, input }).catch(() => null)
      : await create.mutateAsync(input).catch(() => null);
    if (saved === null) return;
    form.reset(form.getValues());
    guard.allowNavigation();
    onSaved(saved);
  };

  return { save, saving, saveError: create.error ?? update.error, leaveDialog: guard.dialog };
}
