import { Link } from 'react-router-dom';
import { t } from '@/lib/messages';
import { COMPANY, InfoPage } from './info-page';
import '@/lib/message-parts/companies';

export function UnternehmenStartenRoute() {
  return (
    <InfoPage title={t('companies.start.title')} lead={t('companies.start.lead')}>
      <div className="feature-grid">
        <section className="card">
          <h2>{t('companies.start.regionTitle')}</h2>
          <p>{t('companies.start.regionText')}</p>
        </section>
        <section className="card">
          <h2>{t('companies.start.fastTitle')}</h2>
          <p>{t('companies.start.fastText')}</p>
        </section>
        <section className="card">
          <h2>{t('companies.start.eventsTitle')}</h2>
          <p>{t('companies.start.eventsText')}</p>
        </section>
      </div>
      <div className="button-row">
        <Link className="btn btn--primary btn--lg" to="/pricing">
          {t('companies.start.packages')}
        </Link>
        <Link className="btn btn--secondary btn--lg" to="/login">
          {t('companies.start.login')}
        </Link>
      </div>
      <h2>{t('companies.start.contactTitle')}</h2>
      <p>
        {t('companies.start.contactText')}
        <br />
        {t('companies.start.email')} <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
        <br />
        {t('companies.start.phone', { phone: COMPANY.phone })}
        <br />
        {COMPANY.name}, {COMPANY.street}, {COMPANY.city}
      </p>
    </InfoPage>
  );
}
