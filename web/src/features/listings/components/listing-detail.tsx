import { findSector, listingKindOf, type ListingDetail as ListingDetailData } from '@praxisnah/contracts';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { SectorIcon } from '@/components/ui/sector-icon';
import { Spinner } from '@/components/ui/spinner';
import { FavouriteButton } from '@/features/favourites';
import { LocationMap } from '@/features/map';
import { ShareButton } from '@/features/share';
import { isNotFound } from '@/lib/api-client';
import { t } from '@/lib/messages';
import { decodeLabel, durationLabel, formatLongDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListing } from '../api/get-listing';
import { AusbildungFacts } from './ausbildung-facts';
import { listingPath } from './listing-card';
import { paths } from '@/app/paths';
import { labelOf } from '@/lib/labels';

function ApplyButton({ listing }: { listing: ListingDetailData }) {
  if (listing.applicationUrl) {
    return (
      <a className="btn btn--primary btn--lg" href={listing.applicationUrl} target="_blank" rel="noopener noreferrer">
        {t('listing.detail.apply')} <Icon name="external" size={18} />
        <span className="visually-hidden"> {t('listing.detail.newTab')}</span>
      </a>
    );
  }
  if (listing.contactEmail) {
    const subject = encodeURIComponent(t('listing.detail.mailSubject', { title: listing.title }));
    return (
      <a className="btn btn--primary btn--lg" href={`mailto:${listing.contactEmail}?subject=${subject}`}>
        {t('listing.detail.apply')}
      </a>
    );
  }
  return (
    <Link className="btn btn--primary btn--lg" to={paths.companyProfile.to(listing.company.slug)}>
      {t('listing.detail.apply')}
    </Link>
  );
}

export function ListingDetailView({ id }: { id: string }) {
  const { data: listing, isPending, isError, error, refetch } = useListing(id);
  useDocumentTitle(listing ? listing.title : isNotFound(error) ? t('listing.detail.notFoundTitle') : t('listing.detail.pageTitle'));

  if (isPending) return <Spinner className="page-spinner" />;
  if (isError) {
    return (
      <div className="container page">
        {isNotFound(error) ? (
          <EmptyState title={t('listing.detail.notFound')}>
            <p>{t('listing.detail.notFoundHint')}</p>
            <Link className="btn btn--primary" to={paths.search.to()}>
              {t('listing.detail.notFoundSearch')}
            </Link>
          </EmptyState>
        ) : (
          <div className="error-state" role="alert">
            <h1>{t('listing.detail.loadError')}</h1>
            <p>{error.message}</p>
            <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
              {t('listing.detail.retry')}
            </button>
          </div>
        )}
      </div>
    );
  }

  const sector = findSector(listing.sector.key);
  const kind = listingKindOf(listing);
  const place = [listing.address, [listing.zip, listing.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || listing.locationName;
  const companyPath = paths.companyProfile.to(listing.company.slug);

  return (
    <article className="container page detail">
      <nav aria-label={t('detail.backLabel')} className="detail__back">
        <Link to={listing.isAusbildung ? paths.ausbildungSearch.to() : paths.search.to()}>
          <Icon name="arrowLeft" size={16} /> {listing.isAusbildung ? t('detail.backToAusbildung') : t('detail.backToInternship')}
        </Link>
      </nav>
      <header className="detail__header">
        <div className="detail__badges">
          <Badge tone="blue">
            <SectorIcon icon={sector.icon} />{' '}
            {labelOf('sector', listing.sector.key, decodeLabel(listing.sector.label) || decodeLabel(sector.label))}
          </Badge>
          {listing.isAusbildung ? (
            <Badge tone="purple">{t('listing.ausbildungBadge')}</Badge>
          ) : listing.type ? (
            <Badge>{labelOf('internshipType', listing.type.key, listing.type.label)}</Badge>
          ) : null}
        </div>
        <h1>{listing.title}</h1>
        <p className="detail__company">
          <Icon name="building" size={18} /> <Link to={companyPath}>{listing.company.name}</Link>
        </p>
        <p className="detail__place">
          <Icon name="pin" size={18} /> {place}
        </p>
        <div className="detail__actions">
          <ApplyButton listing={listing} />
          <ShareButton target={{ entityType: kind, entityId: listing.id, path: listingPath(listing.id), title: listing.title }} />
          <FavouriteButton kind={kind} id={listing.id} name={listing.title} />
        </div>
      </header>

      <div className="detail__grid">
        <div className="detail__main">
          <section aria-labelledby="detail-description">
            <h2 id="detail-description">{t('detail.description')}</h2>
            <p className="prose-text">{listing.description}</p>
          </section>
          {listing.skills.length > 0 ? (
            <section aria-labelledby="detail-skills">
              <h2 id="detail-skills">{t('detail.skills')}</h2>
              <ul className="chip-list">
                {listing.skills.map((skill) => (
                  <li key={skill} className="chip">
                    {skill}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="detail__aside" aria-label={t('detail.facts')}>
          <section className="card">
            <h2>{t('detail.facts')}</h2>
            <dl className="fact-list fact-list--stacked">
              {listing.isAusbildung ? (
                <AusbildungFacts listing={listing} />
              ) : (
                <>
                  {listing.duration ? (
                    <div>
                      <dt>{t('listing.duration')}</dt>
                      <dd>{durationLabel(listing.duration)}</dd>
                    </div>
                  ) : null}
                  {listing.validFrom || listing.validTo ? (
                    <div>
                      <dt>{t('detail.period')}</dt>
                      <dd>
                        {listing.validFrom ? t('detail.from', { date: formatLongDate(listing.validFrom) }) : ''}
                        {listing.validTo ? ` ${t('detail.until', { date: formatLongDate(listing.validTo) })}` : ''}
                      </dd>
                    </div>
                  ) : null}
                </>
              )}
              {listing.contactName ? (
                <div>
                  <dt>{t('detail.contact')}</dt>
                  <dd>{listing.contactName}</dd>
                </div>
              ) : null}
            </dl>
          </section>
          <section className="card">
            <h2>{t('detail.company')}</h2>
            <p className="detail__company-name">{listing.company.name}</p>
            <p>
              {[listing.company.address, [listing.company.zip, listing.company.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
            </p>
            <Link className="btn btn--secondary btn--sm" to={companyPath}>
              {t('detail.companyProfile')}
            </Link>
          </section>
          {listing.latitude !== null && listing.longitude !== null ? (
            <section className="card">
              <h2>{t('detail.location')}</h2>
              <LocationMap latitude={listing.latitude} longitude={listing.longitude} label={listing.locationName || listing.company.name} />
            </section>
          ) : null}
        </aside>
      </div>
    </article>
  );
}
