import { cn } from '@/lib/cn';
import { t } from '@/lib/messages';

export function Spinner({ label = t('ui.spinner.loading'), className }: { label?: string; className?: string }) {
  return (
    <div className={cn('spinner', className)} role="status" aria-live="polite">
      <span className="spinner__circle" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** web/index.html carries the same markup, so the first paint does not wait for the script. */
export function LoadingScreen() {
  return (
    <div className="loading-screen">
      <Spinner label={t('ui.spinner.page')} />
    </div>
  );
}
