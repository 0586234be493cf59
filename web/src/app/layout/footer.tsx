import { Link } from 'react-router-dom';
import { openConsentSettings } from '@/features/consent';
import { t } from '@/lib/messages';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__brand">
          <strong>{t('brand.name')}</strong> {t('footer.tagline')}
        </p>
        <nav aria-label={t('footer.navLabel')}>
          <ul>
            <li>
              <Link to="/impressum">{t('footer.impressum')}</Link>
            </li>
            <li>
              <Link to="/datenschutz">{t('footer.datenschutz')}</Link>
            </li>
            <li>
              <Link to="/agb">{t('footer.agb')}</Link>
            </li>
            <li>
              <Link to="/unternehmen-starten">{t('footer.kontakt')}</Link>
            </li>
            <li>
              <Link to="/faq">{t('footer.faq')}</Link>
            </li>
            <li>
              <button type="button" className="link-button" onClick={openConsentSettings}>
                {t('footer.cookies')}
              </button>
            </li>
          </ul>
        </nav>
        <p className="site-footer__copy">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
