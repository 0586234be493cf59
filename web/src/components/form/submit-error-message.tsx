import { FormMessage } from '@/components/ui/form-field';

/** Why the server refused a submit: what did not happen, in bold, then the server's own German reason. */
export function SubmitErrorMessage({ headline, error }: { headline: string; error: Error | null }) {
  if (!error) return null;
  return (
    <FormMessage tone="error">
      <strong>{headline}</strong> {error.message}
    </FormMessage>
  );
}
