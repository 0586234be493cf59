import { Link } from 'react-router-dom';
import { PromoCodeCheck } from '@/features/billing/promo';
import '@/styles/company.css';
import '@/styles/billing.css';
import { paths } from '../paths';
import { InfoPage } from './info-page';

/** /promo-codes: what promo codes are, how to redeem one, and a field to check a code. */
export function PromoCodesRoute() {
  return (
    <InfoPage
      title="Aktionscodes"
      lead="Mit einem Aktionscode buchen Sie Ihr Paket günstiger – etwa nach einer Ausbildungsmesse oder über Ihre Kammer."
    >
      <h2>So lösen Sie einen Aktionscode ein</h2>
      <ol>
        <li>
          Wählen Sie auf der <Link to={paths.pricing.to()}>Preisseite</Link> ein Paket und klicken Sie auf „Paket wählen“.
        </li>
        <li>Geben Sie im Bestellformular den Code in das Feld „Aktionscode“ ein.</li>
        <li>Der Rabatt erscheint sofort in der Zusammenfassung – netto, zzgl. 19 % USt und als Gesamtbetrag.</li>
      </ol>
      <p>
        Ein Code gilt für die genannten Pakete und nur im angegebenen Zeitraum, manche nur für eine begrenzte Zahl von Bestellungen. Pro
        Bestellung lässt sich ein Code einlösen; eine Barauszahlung ist nicht möglich.
      </p>
      <PromoCodeCheck />
    </InfoPage>
  );
}
