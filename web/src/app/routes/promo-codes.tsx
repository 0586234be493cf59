import { Link } from 'react-router-dom';
import { PromoCodeCheck } from '@/features/billing/promo';
import { t } from '@/lib/messages';
import '@/styles/company.css';
import '@/styles/billing.css';
import { paths } from '../paths';
import { InfoPage } from './info-page';
import '@/lib/message-parts/billing';

/** /promo-codes: what promo codes are, how to redeem one, and a field to check a code. */
export function PromoCodesRoute() {
  return (
    <InfoPage title={t('billing.promoCodes.title')} lead={t('billing.promoCodes.lead')}>
      <h2>{t('billing.promoCodes.howTo')}</h2>
      <ol>
        <li>
          {t('billing.promoCodes.step1Before')}
          <Link to={paths.pricing.to()}>{t('billing.promoCodes.step1Link')}</Link>
          {t('billing.promoCodes.step1After')}
        </li>
        <li>{t('billing.promoCodes.step2')}</li>
        <li>{t('billing.promoCodes.step3')}</li>
      </ol>
      <p>{t('billing.promoCodes.terms')}</p>
      <PromoCodeCheck />
    </InfoPage>
  );
}
