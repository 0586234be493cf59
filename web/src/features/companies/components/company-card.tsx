import { findSector, type CompanyView } from '@praxisnah/contracts';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import { SectorIcon } from '@/components/ui/sector-icon';
import { FavouriteButton } from '@/features/favourites';
import { t } from '@/lib/messages';
import { CompanyLogo } from './company-logo';
import { paths } from '@/app/paths';
import '@/lib/message-parts/companies';

export const companyPath = (company: Pick<CompanyView, 'slug'>) => paths.companyProfile.to(company.slug);

export function CompanyCard({ company }: { company: CompanyView }) {
  const sector = findSector(company.sector?.key);
  return (
    <article className="card company-card" style={{ ['--accent' as string]: sector.color }}>
      <div className="company-card__top">
        <CompanyLogo url={company.logoUrl} />
        <FavouriteButton kind="company" id={company.id} name={company.name} />
      </div>
      <h3 className="company-card__name">
        <Link to={companyPath(company)}>{company.name}</Link>
      </h3>
      <p className="company-card__meta">
        <Icon name="pin" size={16} /> {company.city || t('companies.card.noCity')}
      </p>
      <Badge tone="blue">
        <SectorIcon icon={sector.icon} /> {company.sector?.label || t('companies.card.otherSector')}
      </Badge>
      <p className="company-card__counts">
        {t('companies.card.counts', { internships: company.internshipCount, events: company.eventCount })}
      </p>
    </article>
  );
}
