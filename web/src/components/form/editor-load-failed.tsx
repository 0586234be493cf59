import { Button } from '@/components/ui/button';

/** A create/edit screen whose data could not be loaded: the reason and one button that loads everything again. */
export function EditorLoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="error-state" role="alert">
      <h2>Die Daten konnten nicht geladen werden.</h2>
      <p>{error.message}</p>
      <Button onClick={onRetry}>Nochmal versuchen</Button>
    </div>
  );
}
