import { Button } from '@/components/ui/button';
import { t } from '@/lib/messages';
import '@/lib/message-parts/companies';

/** A create/edit screen whose data could not be loaded: the reason and one button that loads everything again. */
export function EditorLoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div className="error-state" role="alert">
      <h2>{t('editor.loadFailed')}</h2>
      <p>{error.message}</p>
      <Button onClick={onRetry}>{t('editor.retry')}</Button>
    </div>
  );
}
