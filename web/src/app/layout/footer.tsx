import { Link } from 'react-router-dom';
import { openConsentSettings } from '@/features/consent';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__brand">
          <strong>Praxisnah</strong> – Praktika, Ausbildung und Unternehmen in deiner Nähe.
        </p>
        <nav aria-label="Rechtliches und Kontakt">
          <ul>
            <li>
              <Link to="/impressum">Impressum</Link>
            </li>
            <li>
              <Link to="/datenschutz">Datenschutz</Link>
            </li>
            <li>
              <Link to="/agb">AGB</Link>
            </li>
            <li>
              <Link to="/unternehmen-starten">Kontakt</Link>
            </li>
            <li>
              <Link to="/faq">FAQ</Link>
            </li>
            <li>
              <button type="button" className="link-button" onClick={openConsentSettings}>
                Cookie-Einstellungen
              </button>
            </li>
          </ul>
        </nav>
        <p className="site-footer__copy">© {new Date().getFullYear()} Praxisnah GmbH</p>
      </div>
    </footer>
  );
}
