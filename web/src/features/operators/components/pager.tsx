import { Button } from '@/components/ui/button';
import { t } from '@/lib/messages';
import '@/lib/message-parts/operators';

/** Back and forward through a paged list; nothing when everything fits on one page. */
export function Pager({ page, last, onPage }: { page: number; last: number; onPage: (page: number) => void }) {
  if (last <= 1) return null;
  return (
    <nav className="button-row operator-pager" aria-label={t('operators.common.pages')}>
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('operators.common.previous')}
      </Button>
      <span>{t('operators.common.pageOf', { page, last })}</span>
      <Button size="sm" variant="secondary" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {t('operators.common.next')}
      </Button>
    </nav>
  );
}
