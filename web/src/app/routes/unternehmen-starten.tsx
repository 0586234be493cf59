import { Link } from 'react-router-dom';
import { COMPANY, InfoPage } from './info-page';

export function UnternehmenStartenRoute() {
  return (
    <InfoPage
      title="Unternehmen starten"
      lead="Finden Sie Praktikantinnen, Praktikanten und Azubis dort, wo junge Menschen suchen – auf dem Handy, in ihrer Region."
    >
      <div className="feature-grid">
        <section className="card">
          <h2>Sichtbar in Ihrer Region</h2>
          <p>Ihre Angebote erscheinen in der Umkreissuche und mit Ihrem Firmenlogo auf der Deutschlandkarte.</p>
        </section>
        <section className="card">
          <h2>In wenigen Minuten online</h2>
          <p>Profil anlegen, Praktikum oder Ausbildungsplatz beschreiben, veröffentlichen – fertig.</p>
        </section>
        <section className="card">
          <h2>Events inklusive</h2>
          <p>Laden Sie zu Infotagen und Ausbildungsmessen ein und verwalten Sie Anmeldungen an einem Ort.</p>
        </section>
      </div>
      <div className="button-row">
        <Link className="btn btn--primary btn--lg" to="/pricing">
          Pakete ansehen
        </Link>
        <Link className="btn btn--secondary btn--lg" to="/login">
          Zum Unternehmens-Login
        </Link>
      </div>
      <h2>Kontakt</h2>
      <p>
        Sie haben Fragen oder wünschen eine persönliche Beratung? Wir melden uns innerhalb eines Werktags.
        <br />
        E-Mail: <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
        <br />
        Telefon: {COMPANY.phone} (Mo–Fr, 9–17 Uhr)
        <br />
        {COMPANY.name}, {COMPANY.street}, {COMPANY.city}
      </p>
    </InfoPage>
  );
}
