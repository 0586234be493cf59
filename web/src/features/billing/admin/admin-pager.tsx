import type { AdminInvoicePage } from '@praxisnah/contracts';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/messages';
import '@/lib/message-parts/billing';

type PageWindow = Pick<AdminInvoicePage, 'total' | 'limit' | 'offset'>;

/** Back and next through an admin list, with which rows of how many are shown; only when there is more than one page. */
export function AdminPager({ page, label, onOffset }: { page: PageWindow | undefined; label: string; onOffset: (offset: number) => void }) {
  if (!page || page.total <= page.limit) return null;
  const first = Math.min(page.offset + 1, page.total);
  const last = Math.min(page.offset + page.limit, page.total);
  return (
    <nav className="button-row operator-pager" aria-label={label}>
      <Button size="sm" variant="secondary" disabled={page.offset === 0} onClick={() => onOffset(Math.max(page.offset - page.limit, 0))}>
        {t('billing.admin.pager.back')}
      </Button>
      <span aria-live="polite">{t('billing.admin.pager.rows', { first, last, total: page.total })}</span>
      <Button size="sm" variant="secondary" disabled={last >= page.total} onClick={() => onOffset(page.offset + page.limit)}>
        {t('billing.admin.pager.next')}
      </Button>
    </nav>
  );
}
