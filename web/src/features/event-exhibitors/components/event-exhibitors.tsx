import { Link } from 'react-router-dom';
import { useEventExhibitors } from '../api/exhibitor-queries';
import { paths } from '@/app/paths';
import { t } from '@/lib/messages';
import '@/lib/message-parts/events';

/** The event page's exhibitors: logo, profile link and their open Praktika and Ausbildung places. */
export function EventExhibitors({ eventId }: { eventId: string }) {
  const { data } = useEventExhibitors(eventId);
  return (
    <section className="exhibitors" aria-labelledby="exhibitors-title">
      <h2 id="exhibitors-title">{t('events.exhibitors.title')}</h2>
      {data?.length ? (
        <ul className="exhibitors__list">
          {data.map(({ company, listings }) => (
            <li key={company.id} className="card exhibitors__item">
              <div className="exhibitors__company">
                {company.logoUrl ? <img src={company.logoUrl} alt="" width={48} height={48} loading="lazy" /> : null}
                <Link to={paths.companyProfile.to(company.slug)}>{company.name}</Link>
              </div>
              {listings.length ? (
                <ul className="exhibitors__offers">
                  {listings.map((listing) => (
                    <li key={listing.id}>
                      <Link to={paths.internship.to(listing.id)}>{listing.title}</Link>
                      <span className="muted">
                        {' · '}
                        {t(listing.isAusbildung ? 'events.exhibitors.ausbildung' : 'events.exhibitors.praktikum')}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">{t('events.exhibitors.noOffers')}</p>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('events.exhibitors.empty')}</p>
      )}
      <p>
        <Link to={paths.exhibitorApplication.to(eventId)}>{t('events.exhibitors.apply')}</Link>
      </p>
    </section>
  );
}
