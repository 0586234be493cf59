import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { useCompany } from '@/features/companies';
import { t } from '@/lib/messages';
import { paths } from '@/app/paths';

/** product.md section 4: "Gefiltert nach:" plus the company name, a remove button and a back-to-companies link. */
export const CompanyFilterBanner = forwardRef<HTMLDivElement, { company: string; onRemove: () => void }>(function CompanyFilterBanner(
  { company, onRemove },
  ref,
) {
  const { data } = useCompany(company);
  return (
    <div className="company-banner" ref={ref} tabIndex={-1}>
      <p>
        <span className="company-banner__label">{t('listing.companyFilter.label')}</span> <strong>{data?.name ?? company}</strong>
      </p>
      <div className="company-banner__actions">
        <button type="button" className="btn btn--secondary btn--sm" onClick={onRemove}>
          <Icon name="close" size={16} /> {t('listing.companyFilter.remove')}
        </button>
        <Link className="btn btn--ghost btn--sm" to={paths.companies.to()}>
          <Icon name="arrowLeft" size={16} /> {t('listing.companyFilter.back')}
        </Link>
      </div>
    </div>
  );
});
