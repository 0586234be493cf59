import { useId } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { OwnCompany } from '@/features/company-settings';
import { cn } from '@/lib/cn';
import { paths } from '@/app/paths';

/** For a company without listings or events: three steps from an empty account to a listing in the search. */
export function FirstSteps({ company }: { company: OwnCompany | undefined }) {
  const headingId = useId();
  const profileDone = Boolean(company?.description && company.logoUrl);
  return (
    <section className="card first-steps" aria-labelledby={headingId}>
      <h2 id={headingId}>Willkommen! So geht’s los</h2>
      <p className="muted">In drei Schritten zu Ihrem ersten Angebot in der Suche – das dauert etwa zehn Minuten.</p>
      <ol className="first-steps__list">
        <li className={cn('first-steps__step', profileDone && 'first-steps__step--done')}>
          <span className="first-steps__number" aria-hidden="true">
            {profileDone ? <Icon name="check" size={18} /> : '1'}
          </span>
          <div>
            <h3>Profil vervollständigen{profileDone ? <span className="visually-hidden"> (erledigt)</span> : null}</h3>
            <p>Logo, Beschreibung und Standort auf der Karte: So erkennen junge Menschen Ihr Unternehmen auf den ersten Blick.</p>
            <ButtonLink variant={profileDone ? 'ghost' : 'primary'} size="sm" to={paths.companyProfileSettings.to()}>
              Profil bearbeiten
            </ButtonLink>
          </div>
        </li>
        <li className="first-steps__step">
          <span className="first-steps__number" aria-hidden="true">
            2
          </span>
          <div>
            <h3>Erstes Angebot anlegen</h3>
            <p>Ein Praktikum oder einen Ausbildungsplatz beschreiben. Die Vorschau zeigt Ihnen sofort, wie es in der Suche aussieht.</p>
            <div className="button-row">
              <ButtonLink variant={profileDone ? 'primary' : 'secondary'} size="sm" to={paths.createInternship.to()}>
                Praktikum anlegen
              </ButtonLink>
              <ButtonLink variant="secondary" size="sm" to={paths.createInternship.to('ausbildung')}>
                Ausbildungsplatz anlegen
              </ButtonLink>
            </div>
          </div>
        </li>
        <li className="first-steps__step">
          <span className="first-steps__number" aria-hidden="true">
            3
          </span>
          <div>
            <h3>Veröffentlichen</h3>
            <p>
              Neue Angebote starten als Entwurf. Mit „Veröffentlichen“ sind sie nach wenigen Sekunden in der Suche – pausieren oder
              bearbeiten können Sie jederzeit hier im Dashboard.
            </p>
          </div>
        </li>
      </ol>
    </section>
  );
}
