import { findSector, type CompanyView } from '@praxisnah/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import { SectorIcon } from '@/components/ui/sector-icon';
import { FavouriteButton } from '@/features/favourites';
import { ShareButton } from '@/features/share';
import { t } from '@/lib/messages';
import { companyPath } from './company-card';
import '@/lib/message-parts/companies';

function ListCardImage({ company }: { company: CompanyView }) {
  const [failed, setFailed] = useState(false);
  if (company.featuredImageUrl && !failed) {
    return <img className="list-card__image" src={company.featuredImageUrl} alt="" loading="lazy" onError={() => setFailed(true)} />;
  }
  const letter = company.name.trim().charAt(0).toUpperCase();
  return (
    <div className="list-card__image list-card__image--fallback" aria-hidden="true">
      {letter ? <span>{letter}</span> : <Icon name="building" size={32} />}
    </div>
  );
}

/** List-card variant of product.md section 2. */
export function CompanyListCard({ company }: { company: CompanyView }) {
  const sector = findSector(company.sector?.key);
  const internships = company.activeInternshipCount;
  const ausbildung = company.activeAusbildungCount;
  const shareText = t('companies.card.shareText', {
    name: company.name,
    internships: t(internships === 1 ? 'companies.card.shareInternshipOne' : 'companies.card.shareInternshipMany', { count: internships }),
    ausbildung: t(ausbildung === 1 ? 'companies.card.shareAusbildungOne' : 'companies.card.shareAusbildungMany', { count: ausbildung }),
  });
  return (
    <article className="card list-card">
      <ListCardImage company={company} />
      <div className="list-card__body">
        <div className="list-card__heading">
          <h3>{company.name}</h3>
          {company.verified ? <Badge tone="green">{t('companies.card.verified')}</Badge> : null}
          <FavouriteButton kind="company" id={company.id} name={company.name} className="list-card__favourite" />
        </div>
        <p className="list-card__meta">
          <span>
            <Icon name="pin" size={16} /> {company.city || t('companies.card.noCity')}
          </span>
          <span>
            <SectorIcon icon={sector.icon} /> {company.sector?.label || t('companies.card.otherSector')}
          </span>
        </p>
        <p className="list-card__description">{company.description || t('companies.card.noDescription')}</p>
        <dl className="count-list">
          <div>
            <dt>{t('companies.card.internships')}</dt>
            <dd>{company.activeInternshipCount}</dd>
          </div>
          <div>
            <dt>{t('companies.card.ausbildung')}</dt>
            <dd>{company.activeAusbildungCount}</dd>
          </div>
          <div>
            <dt>{t('companies.card.upcomingEvents')}</dt>
            <dd>{company.upcomingEventCount}</dd>
          </div>
        </dl>
        <div className="card__actions">
          <ShareButton
            target={{ entityType: 'company', entityId: company.id, path: companyPath(company), title: company.name, text: shareText }}
          />
          <Link
            className="btn btn--primary btn--sm"
            to={companyPath(company)}
            aria-label={t('companies.card.viewProfileLabel', { name: company.name })}
          >
            {t('companies.card.viewProfile')}
          </Link>
        </div>
      </div>
    </article>
  );
}
