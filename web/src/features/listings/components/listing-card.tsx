import { findSector, listingKindOf, type ListingCard as ListingCardData } from '@praxisnah/contracts';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import { SectorIcon } from '@/components/ui/sector-icon';
import { FavouriteButton } from '@/features/favourites';
import { ShareButton } from '@/features/share';
import { t } from '@/lib/messages';
import { decodeLabel, durationLabel, formatDistance } from '@/lib/format';
import { AusbildungFacts } from './ausbildung-facts';
import { paths } from '@/app/paths';
import { labelOf } from '@/lib/labels';
import '@/lib/message-parts/billing';

export const MAX_CARD_SKILLS = 2;
export const MAX_CARD_SECTORS = 2;

export function listingPath(id: string): string {
  return paths.internship.to(id);
}

/**
 * Listing card of product.md section 2: favourite, share, details link, at most 2 skills (+N) and at most 2 sectors. As a
 * `preview` (the editor's) it looks the same but leads nowhere: the listing has no page yet.
 */
export function ListingCard({
  listing,
  headingLevel = 3,
  preview = false,
}: {
  listing: ListingCardData;
  headingLevel?: 2 | 3;
  preview?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const kind = listingKindOf(listing);
  const sector = findSector(listing.sector.key);
  const sectors = [
    {
      key: listing.sector.key,
      label: labelOf('sector', listing.sector.key, decodeLabel(listing.sector.label) || decodeLabel(sector.label)),
      color: sector.color,
      icon: sector.icon,
    },
  ].slice(0, MAX_CARD_SECTORS);
  const skills = listing.skills.slice(0, MAX_CARD_SKILLS);
  const moreSkills = listing.skills.length - skills.length;
  const place = [listing.zip, listing.city].filter(Boolean).join(' ') || listing.locationName;

  return (
    <article className="card listing-card" style={{ ['--accent' as string]: sector.color }}>
      <div className="listing-card__top">
        <div className="listing-card__badges">
          {listing.highlighted ? <Badge tone="orange">{t('billing.highlightedBadge')}</Badge> : null}
          {sectors.map((item) => (
            <Badge key={item.key} tone="blue" className="sector-badge">
              <SectorIcon icon={item.icon} /> {item.label}
            </Badge>
          ))}
          {listing.isAusbildung ? (
            <Badge tone="purple">{t('listing.ausbildungBadge')}</Badge>
          ) : listing.type ? (
            <Badge tone="neutral">{labelOf('internshipType', listing.type.key, listing.type.label)}</Badge>
          ) : null}
        </div>
        <FavouriteButton kind={kind} id={listing.id} name={listing.title} disabled={preview} />
      </div>
      <Heading className="listing-card__title">
        {preview ? listing.title : <Link to={listingPath(listing.id)}>{listing.title}</Link>}
      </Heading>
      <p className="listing-card__company">
        <Icon name="building" size={16} /> {listing.company.name}
      </p>
      <p className="listing-card__place">
        <Icon name="pin" size={16} /> {place}
        {listing.distanceKm !== undefined ? <span className="listing-card__distance"> · {formatDistance(listing.distanceKm)}</span> : null}
      </p>
      {listing.isAusbildung ? (
        <dl className="fact-list">
          <AusbildungFacts listing={listing} />
        </dl>
      ) : listing.duration ? (
        <p className="listing-card__duration">
          <Icon name="clock" size={16} /> {durationLabel(listing.duration)}
        </p>
      ) : null}
      {skills.length > 0 ? (
        <ul className="chip-list" aria-label={t('listing.skills')}>
          {skills.map((skill) => (
            <li key={skill} className="chip">
              {skill}
            </li>
          ))}
          {moreSkills > 0 ? <li className="chip chip--more">{t('listing.moreSkills', { count: moreSkills })}</li> : null}
        </ul>
      ) : null}
      <div className="card__actions">
        <ShareButton
          target={{
            entityType: kind,
            entityId: listing.id,
            path: listingPath(listing.id),
            title: listing.title,
          }}
          disabled={preview}
        />
        {preview ? (
          <span className="btn btn--primary btn--sm" aria-disabled="true">
            {t('listing.details')}
          </span>
        ) : (
          <Link
            className="btn btn--primary btn--sm"
            to={listingPath(listing.id)}
            aria-label={t('listing.detailsLabel', { title: listing.title })}
          >
            {t('listing.details')}
          </Link>
        )}
      </div>
    </article>
  );
}
