import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';

export const VERIFICATION_SUBJECT = 'Bitte bestätigen Sie Ihre E-Mail-Adresse bei Praxisnah';

/** /email-setup-info: where the verification mail may have gone and how to make sure the next one arrives. */
export function EmailSetupHelp() {
  return (
    <>
      <p>
        Nach der Registrierung schicken wir Ihnen sofort eine E-Mail mit dem Betreff „{VERIFICATION_SUBJECT}“. Der Absender heißt
        „Praxisnah“. Meist ist die E-Mail nach wenigen Sekunden da, in seltenen Fällen dauert es bis zu 15 Minuten.
      </p>

      <h2>1. Spam- und Werbeordner prüfen</h2>
      <p>
        Schauen Sie in die Ordner <strong>Spam</strong>, <strong>Junk</strong>, <strong>Werbung</strong> oder <strong>Unbekannt</strong>.
        Bei Gmail auch unter den Tabs „Werbung“ und „Benachrichtigungen“, bei Outlook unter „Sonstige“. Liegt die E-Mail dort, markieren Sie
        sie bitte als „Kein Spam“ – dann kommen unsere nächsten Nachrichten direkt in Ihren Posteingang.
      </p>

      <h2>2. Nach dem Betreff suchen</h2>
      <p>
        Suchen Sie in Ihrem Postfach nach „Praxisnah“. So finden Sie die E-Mail auch, wenn eine Regel sie in einen anderen Ordner verschoben
        hat.
      </p>

      <h2>3. Absender als Kontakt speichern</h2>
      <p>
        Fügen Sie die Absenderadresse unserer E-Mails Ihren Kontakten oder der Liste der „sicheren Absender“ hinzu. In Outlook: Rechtsklick
        auf die E-Mail → „Junk-E-Mail“ → „Absender nie blockieren“. In Gmail: E-Mail öffnen → Menü „⋮“ → „Zu Kontakten hinzufügen“.
      </p>

      <h2>4. Firmen-Postfach und IT-Abteilung</h2>
      <p>
        Viele Unternehmen filtern E-Mails zentral, bevor sie im Postfach ankommen. Fragen Sie Ihre IT oder Ihren E-Mail-Anbieter, ob eine
        Nachricht von Praxisnah in der Quarantäne liegt, und bitten Sie darum, unsere Absenderadresse freizugeben.
      </p>

      <h2>5. Adresse prüfen und Link neu anfordern</h2>
      <p>
        Ein Tippfehler in der E-Mail-Adresse passiert schnell. Fordern Sie einfach einen neuen Bestätigungslink an – der Link ist eine
        begrenzte Zeit gültig, ein neuer ersetzt den alten.
      </p>
      <div className="button-row">
        <Link className="btn btn--primary" to={paths.resendVerification.to()}>
          Bestätigungslink erneut senden
        </Link>
        <Link className="btn btn--secondary" to={paths.login.to()}>
          Zum Login
        </Link>
      </div>

      <h2>Immer noch nichts angekommen?</h2>
      <p>
        Schreiben Sie uns über die <Link to={paths.unternehmenStarten.to()}>Kontaktseite</Link>. Wir schalten Ihr Konto dann gern von Hand
        frei.
      </p>
    </>
  );
}
