import { Icon } from '@/components/ui/icon';
import { t } from '@/lib/messages';

export interface ResultPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Pages of a search answer: which cards are shown, back and next; only when there is more than one page. */
export function ResultPager({ page, pageSize, total, onPage }: ResultPagerProps) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav className="pager" aria-label={t('listing.pager.label')}>
      <button type="button" className="btn btn--secondary btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Icon name="arrowLeft" size={16} /> {t('listing.pager.back')}
      </button>
      <p className="pager__status" aria-live="polite">
        {t('listing.pager.range', { first, last, total })}
        <span className="pager__page">{t('listing.pager.page', { page, pages })}</span>
      </p>
      <button type="button" className="btn btn--primary btn--sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('listing.pager.next')} <Icon name="arrowLeft" size={16} className="pager__next-icon" />
      </button>
    </nav>
  );
}
