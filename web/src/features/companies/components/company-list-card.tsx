import { findSector, type CompanyView } from '@praxisnah/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import { SectorIcon } from '@/components/ui/sector-icon';
import { FavouriteButton } from '@/features/favourites';
import { ShareButton } from '@/features/share';
import { companyPath } from './company-card';

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
  const shareText = `${company.name} auf Praxisnah: ${company.activeInternshipCount} ${company.activeInternshipCount === 1 ? 'Praktikum' : 'Praktika'} und ${company.activeAusbildungCount} ${company.activeAusbildungCount === 1 ? 'Ausbildungsplatz' : 'Ausbildungsplätze'} verfügbar.`;
  return (
    <article className="card list-card">
      <ListCardImage company={company} />
      <div className="list-card__body">
        <div className="list-card__heading">
          <h3>{company.name}</h3>
          {company.verified ? <Badge tone="green">Verifiziert</Badge> : null}
          <FavouriteButton kind="company" id={company.id} name={company.name} className="list-card__favourite" />
        </div>
        <p className="list-card__meta">
          <span>
            <Icon name="pin" size={16} /> {company.city || 'Stadt nicht angegeben'}
          </span>
          <span>
            <SectorIcon icon={sector.icon} /> {company.sector?.label || 'Sonstige'}
          </span>
        </p>
        <p className="list-card__description">{company.description || 'Keine Beschreibung verfügbar'}</p>
        <dl className="count-list">
          <div>
            <dt>Praktika</dt>
            <dd>{company.activeInternshipCount}</dd>
          </div>
          <div>
            <dt>Ausbildungsplätze</dt>
            <dd>{company.activeAusbildungCount}</dd>
          </div>
          <div>
            <dt>Kommende Events</dt>
            <dd>{company.upcomingEventCount}</dd>
          </div>
        </dl>
        <div className="card__actions">
          <ShareButton
            target={{ entityType: 'company', entityId: company.id, path: companyPath(company), title: company.name, text: shareText }}
          />
          <Link className="btn btn--primary btn--sm" to={companyPath(company)} aria-label={`Profil ansehen: ${company.name}`}>
            Profil ansehen
          </Link>
        </div>
      </div>
    </article>
  );
}
