import { Link } from 'react-router-dom';
import { InfoPage } from './info-page';

const PACKAGES = [
  {
    key: 'starter',
    name: 'Starter',
    price: 'kostenlos',
    period: '',
    features: [
      '1 aktive Anzeige (Praktikum oder Ausbildung)',
      'Unternehmensprofil mit Logo',
      'Sichtbar auf der Deutschlandkarte',
      'Favoriten und Teilen für Bewerber',
    ],
  },
  {
    key: 'standard',
    name: 'Standard',
    price: '49 €',
    period: 'pro Monat',
    highlighted: true,
    features: [
      'Bis zu 10 aktive Anzeigen',
      'Events und Ausbildungsmessen veröffentlichen',
      'Aufrufe- und Favoriten-Statistik',
      'E-Mail-Support',
    ],
  },
  {
    key: 'premium',
    name: 'Premium',
    price: '99 €',
    period: 'pro Monat',
    features: [
      'Unbegrenzte Anzeigen',
      'Hervorgehobene Platzierung in der Suche',
      'Event-Premium-Service mit Teilnehmerverwaltung',
      'Verifiziert-Badge und persönliche Beratung',
    ],
  },
] as const;

export function PricingRoute() {
  return (
    <InfoPage title="Preise" lead="Wählen Sie das passende Paket – monatlich kündbar, alle Preise zzgl. MwSt.">
      <div className="pricing-grid">
        {PACKAGES.map((pkg) => (
          <section
            key={pkg.key}
            className={'highlighted' in pkg ? 'card pricing-card pricing-card--highlighted' : 'card pricing-card'}
            aria-labelledby={`pkg-${pkg.key}`}
          >
            {'highlighted' in pkg ? <p className="pricing-card__tag">Beliebt</p> : null}
            <h2 id={`pkg-${pkg.key}`}>{pkg.name}</h2>
            <p className="pricing-card__price">
              <strong>{pkg.price}</strong> {pkg.period}
            </p>
            <ul>
              {pkg.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <Link
              className="btn btn--primary btn--block"
              to={`/quick-register?package=${pkg.key}`}
              aria-label={`Jetzt registrieren – Paket ${pkg.name}`}
            >
              Jetzt registrieren
            </Link>
          </section>
        ))}
      </div>
      <p>
        Sie haben bereits ein Konto? <Link to="/login">Zum Unternehmens-Login</Link>
      </p>
    </InfoPage>
  );
}
