import { findSector, type ListingCard as ListingCardData } from '@praxisnah/contracts';
import { Fragment, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { SectorIcon } from '@/components/ui/sector-icon';
import { Spinner } from '@/components/ui/spinner';
import { EventCard } from '@/features/events';
import { FavouriteButton } from '@/features/favourites';
import { LocationMap } from '@/features/map';
import { ShareButton } from '@/features/share';
import { isNotFound } from '@/lib/api-client';
import { t } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCompanyProfile } from '../api/get-company-profile';
import { companyPath } from './company-card';
import { CompanyLogo } from './company-logo';
import { paths } from '@/app/paths';
import '@/lib/message-parts/companies';

function Banner({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  // Without a title image the profile starts with its name: an empty coloured block would only push it down.
  if (!url || failed) return null;
  return <img className="profile__banner" src={url} alt="" onError={() => setFailed(true)} />;
}

/**
 * Public company profile (/unternehmen/{slug}, /company/{slug or id}) with its listings and events. The listing
 * cards come from the route (`renderListing`), so this feature does not import the listings feature.
 */
export function CompanyProfileView({ slug, renderListing }: { slug: string; renderListing: (listing: ListingCardData) => ReactNode }) {
  const { data, isPending, isError, error, refetch } = useCompanyProfile(slug);
  useDocumentTitle(data ? data.company.name : t(isNotFound(error) ? 'companies.profile.notFoundTitle' : 'companies.profile.documentTitle'));

  if (isPending) return <Spinner className="page-spinner" />;
  if (isError) {
    return (
      <div className="container page">
        {isNotFound(error) ? (
          <EmptyState title={t('companies.profile.notFound')} icon="🏢">
            <Link className="btn btn--primary" to={paths.companies.to()}>
              {t('companies.profile.toAll')}
            </Link>
          </EmptyState>
        ) : (
          <div className="error-state" role="alert">
            <h1>{t('companies.profile.loadError')}</h1>
            <p>{error.message}</p>
            <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
              {t('companies.profile.retry')}
            </button>
          </div>
        )}
      </div>
    );
  }

  const { company, listings, events } = data;
  const sector = findSector(company.sector?.key);
  const internships = listings.filter((listing) => !listing.isAusbildung);
  const ausbildung = listings.filter((listing) => listing.isAusbildung);
  const address = [company.address, [company.zip, company.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lat = company.latitude ?? company.lat;
  const lon = company.longitude ?? company.lon;
  const filterKey = company.slug || company.id;

  return (
    <article className="page profile">
      <Banner url={company.featuredImageUrl} />
      <div className="container">
        <nav aria-label={t('companies.profile.backLabel')} className="detail__back">
          <Link to={paths.companies.to()}>
            <Icon name="arrowLeft" size={16} /> {t('companies.profile.back')}
          </Link>
        </nav>
        <header className="profile__header card">
          <CompanyLogo url={company.logoUrl} className="profile__logo" />
          <div className="profile__title">
            <h1>{company.name}</h1>
            <div className="badge-row">
              {company.verified ? <Badge tone="green">{t('companies.card.verified')}</Badge> : null}
              <Badge tone="blue">
                <SectorIcon icon={sector.icon} /> {company.sector?.label || t('companies.card.otherSector')}
              </Badge>
            </div>
            {address ? (
              <p>
                <Icon name="pin" size={16} /> {address}
              </p>
            ) : null}
          </div>
          <div className="detail__actions">
            {company.website ? (
              <a className="btn btn--secondary btn--sm" href={company.website} target="_blank" rel="noopener noreferrer">
                {t('companies.profile.website')} <Icon name="external" size={16} />
                <span className="visually-hidden"> {t('companies.profile.newTab')}</span>
              </a>
            ) : null}
            <ShareButton target={{ entityType: 'company', entityId: company.id, path: companyPath(company), title: company.name }} />
            <FavouriteButton kind="company" id={company.id} name={company.name} />
          </div>
        </header>

        <div className="detail__grid">
          <div className="detail__main">
            <section aria-labelledby="profile-about">
              <h2 id="profile-about">{t('companies.profile.about')}</h2>
              <p className="prose-text">{company.description || t('companies.card.noDescription')}</p>
            </section>

            <section aria-labelledby="profile-internships">
              <div className="section-heading">
                <h2 id="profile-internships">{t('companies.profile.internships', { count: internships.length })}</h2>
                {internships.length > 0 ? (
                  <Link to={`${paths.search.to()}?company=${encodeURIComponent(filterKey)}&scrollToResults=true`}>
                    {t('companies.profile.showInSearch')}
                  </Link>
                ) : null}
              </div>
              {internships.length ? (
                <div className="card-grid">
                  {internships.map((listing) => (
                    <Fragment key={listing.id}>{renderListing(listing)}</Fragment>
                  ))}
                </div>
              ) : (
                <p className="muted">{t('companies.profile.noInternships')}</p>
              )}
            </section>

            <section aria-labelledby="profile-ausbildung">
              <div className="section-heading">
                <h2 id="profile-ausbildung">{t('companies.profile.ausbildung', { count: ausbildung.length })}</h2>
                {ausbildung.length > 0 ? (
                  <Link to={`${paths.ausbildungSearch.to()}?company=${encodeURIComponent(filterKey)}&scrollToResults=true`}>
                    {t('companies.profile.showInSearch')}
                  </Link>
                ) : null}
              </div>
              {ausbildung.length ? (
                <div className="card-grid">
                  {ausbildung.map((listing) => (
                    <Fragment key={listing.id}>{renderListing(listing)}</Fragment>
                  ))}
                </div>
              ) : (
                <p className="muted">{t('companies.profile.noAusbildung')}</p>
              )}
            </section>

            <section aria-labelledby="profile-events">
              <h2 id="profile-events">{t('companies.profile.events', { count: events.length })}</h2>
              {events.length ? (
                <div className="card-grid">
                  {events.map((event) => (
                    <EventCard key={event.id} event={event} />
                  ))}
                </div>
              ) : (
                <p className="muted">{t('companies.profile.noEvents')}</p>
              )}
            </section>
          </div>
          {typeof lat === 'number' && typeof lon === 'number' ? (
            <aside className="detail__aside" aria-label={t('companies.profile.location')}>
              <section className="card">
                <h2>{t('companies.profile.location')}</h2>
                <LocationMap latitude={lat} longitude={lon} label={company.name} />
              </section>
            </aside>
          ) : null}
        </div>
      </div>
    </article>
  );
}
