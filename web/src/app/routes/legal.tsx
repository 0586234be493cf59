import { Link } from 'react-router-dom';
import { CONSENT_KEY, CONSENT_VERSION } from '@/lib/consent-storage';
import { COMPANY, InfoPage } from './info-page';

export function ImpressumRoute() {
  return (
    <InfoPage title="Impressum">
      <h2>Angaben gemäß § 5 DDG</h2>
      <p>
        {COMPANY.name}
        <br />
        {COMPANY.street}
        <br />
        {COMPANY.city}
        <br />
        Deutschland
      </p>
      <h2>Vertreten durch</h2>
      <p>Geschäftsführerin: {COMPANY.managingDirector}</p>
      <h2>Kontakt</h2>
      <p>
        Telefon: {COMPANY.phone}
        <br />
        E-Mail: <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
      </p>
      <h2>Registereintrag</h2>
      <p>Eintragung im Handelsregister. Registergericht und Registernummer: {COMPANY.register}</p>
      <h2>Umsatzsteuer-ID</h2>
      <p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {COMPANY.vatId}</p>
      <h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
      <p>
        {COMPANY.managingDirector}, {COMPANY.street}, {COMPANY.city}
      </p>
      <h2>Verbraucherstreitbeilegung</h2>
      <p>
        Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.
      </p>
      <h2>Haftung für Inhalte und Links</h2>
      <p>
        Die Angebote auf Praxisnah (Praktika, Ausbildungsplätze, Events und Unternehmensprofile) werden von den jeweiligen Unternehmen
        eingestellt. Für deren Richtigkeit sind die Unternehmen verantwortlich. Als Diensteanbieter sind wir für eigene Inhalte nach den
        allgemeinen Gesetzen verantwortlich; für fremde Inhalte haften wir erst ab Kenntnis einer konkreten Rechtsverletzung. Wird uns eine
        solche bekannt, entfernen wir den Inhalt umgehend. Hinweise bitte an <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>.
      </p>
    </InfoPage>
  );
}

export function DatenschutzRoute() {
  return (
    <InfoPage title="Datenschutzerklärung" lead="Wir verarbeiten so wenige Daten wie möglich – und geben keine Daten an Dritte weiter.">
      <h2>1. Verantwortliche Stelle</h2>
      <p>
        {COMPANY.name}, {COMPANY.street}, {COMPANY.city}, E-Mail: <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a>.
        Vertreten durch die Geschäftsführerin {COMPANY.managingDirector}.
      </p>

      <h2>2. Das Wichtigste in Kürze</h2>
      <ul>
        <li>Suchen, Favoriten und Teilen funktionieren ohne Konto und ohne Angabe deines Namens.</li>
        <li>Deinen Standort nutzen wir nur, wenn du zustimmst. Statistiken erheben wir nur, wenn du zustimmst.</li>
        <li>
          Wir setzen keine Werbe- oder Tracking-Dienste ein und binden keine Inhalte von Drittanbietern ein. Schriften und Grafiken liefern
          wir selbst aus.
        </li>
        <li>
          Keine Weitergabe an Dritte. Deine Daten werden nicht verkauft. Meldest du dich zu einem Event an, erhält nur dessen Veranstalter
          deine Anmeldung (Abschnitt 9).
        </li>
      </ul>

      <h2>3. Aufruf der Website (Server-Protokolle)</h2>
      <p>
        Beim Aufruf unserer Seiten verarbeitet unser Server technisch notwendige Daten: IP-Adresse, Datum und Uhrzeit, aufgerufene Adresse,
        Browsertyp und Statuscode. Das ist nötig, um die Seite auszuliefern und vor Missbrauch zu schützen (Art. 6 Abs. 1 lit. f DSGVO).
        Protokolle löschen wir spätestens nach 14 Tagen. Auch die Kartenkacheln werden über einen von uns betriebenen bzw. in unserem
        Auftrag betriebenen Kachelserver ausgeliefert.
      </p>

      <h2>4. Was wir auf deinem Gerät speichern</h2>
      <p>Die Speicherung auf deinem Gerät erfolgt nach § 25 TDDDG. Wir speichern nur:</p>
      <ul>
        <li>
          <strong>Deine Einwilligung</strong> im lokalen Speicher deines Browsers unter „{CONSENT_KEY}“: ob du Statistik und Standort
          erlaubt hast, den Zeitpunkt und die Version ({CONSENT_VERSION}) dieser Einstellungen. Das ist technisch notwendig, damit wir deine
          Wahl respektieren können.
        </li>
        <li>
          <strong>Deine Favoriten</strong> im Cookie „praxisnah_favorites“: nur die Kennungen der gemerkten Praktika, Ausbildungsplätze,
          Events und Unternehmen. Das Cookie gilt 365 Tage, nur für unsere Seite (SameSite=Lax) und wird nicht ausgewertet. Du kannst es
          jederzeit in deinem Browser löschen.
        </li>
        <li>
          <strong>Deinen Standort für die laufende Sitzung</strong> (nur mit Einwilligung) im Sitzungsspeicher unter „userLat“, „userLon“
          und „userCity“. Diese Werte werden beim Schließen des Tabs gelöscht.
        </li>
        <li>
          <strong>Für Unternehmenskonten</strong> einen Anmelde-Schlüssel im lokalen Speicher, solange das Unternehmen angemeldet ist. Er
          wird beim Abmelden gelöscht.
        </li>
      </ul>

      <h2>5. Standort (nur mit Einwilligung)</h2>
      <p>
        Wenn du „Standort“ erlaubst, fragt dein Browser dich zusätzlich um Erlaubnis. Die ungefähren Koordinaten (geringe Genauigkeit)
        nutzen wir, um Angebote in deiner Nähe anzuzeigen und den Namen deines Ortes auf unserem eigenen Server zu ermitteln. Wir speichern
        deinen Standort nicht dauerhaft und erstellen keine Bewegungsprofile. Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a
        DSGVO).
      </p>

      <h2>6. Statistik</h2>
      <p>
        Wir zählen, wie die Plattform genutzt wird, um die Suche zu verbessern und Unternehmen zu zeigen, wie oft ihre Angebote angesehen
        werden. Dafür speichern wir nichts auf deinem Gerät und keine Namen, IP-Adressen oder genauen Standorte.
      </p>
      <p>
        <strong>Ohne Einwilligung</strong> zählt unser Server, was er ohnehin ausliefert (Art. 6 Abs. 1 lit. f DSGVO): den Aufruf einer
        Angebots-, Event- oder Unternehmensseite (welche Seite, wann), das Öffnen eines Kurzlinks und jede Suche mit ihren Suchbegriffen
        (kleingeschrieben), dem Bereich (Praktikum oder Ausbildung), den gewählten Filtern, der Zahl der Treffer und dem Ort, um den gesucht
        wurde – gerundet auf die Gemeinde (deren Mittelpunkt, nie deine Position). Um Besucher pro Tag zu zählen, bilden wir aus IP-Adresse
        und Browserkennung einen Prüfwert mit einem geheimen Zufallswert, der nur im Arbeitsspeicher liegt und jeden Tag neu gewählt wird.
        IP-Adresse und Browserkennung speichern wir dabei nicht; der Prüfwert wird nach Ablauf des Tages gelöscht und lässt sich nicht
        zurückrechnen oder mit anderen Tagen verbinden.
      </p>
      <p>
        <strong>Nur mit Einwilligung</strong> „Statistik“ (Art. 6 Abs. 1 lit. a DSGVO) sendet dein Browser zusätzlich: welche Seite du
        aufrufst (Adresse ohne Suchparameter), ob du etwas zu den Favoriten hinzufügst oder entfernst (welches Angebot), ob du etwas teilst,
        welches Unternehmen du auf der Karte anklickst und welche Filter du aus einem Suchvorschlag übernimmst. Ohne Einwilligung sendet
        dein Browser keine Statistikdaten.
      </p>
      <p>
        Die einzelnen Einträge löschen wir nach 90 Tagen automatisch. Danach bleiben nur Tagessummen (z. B. „42 Suchen nach Bäcker in Bayern
        am 3. März“), die keinen Bezug zu einer Person haben. Unternehmen sehen nur Summen ihrer eigenen Angebote und, was in ihrer Nähe
        gesucht wurde; Zahlen unter 5 zeigen wir ihnen nicht genau.
      </p>

      <h2>7. Teilen und Kurzlinks</h2>
      <p>
        Wenn du ein Angebot teilst, erzeugen wir auf unserem Server einen Kurzlink zu diesem Angebot. Dabei wird nur die Adresse des
        Angebots gespeichert, nicht wer sie geteilt hat.
      </p>

      <h2>8. Unternehmenskonten</h2>
      <p>
        Für Unternehmen verarbeiten wir E-Mail-Adresse, Passwort (nur verschlüsselt als Hash), Firmendaten und die eingestellten Angebote,
        um den Vertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO). Rechnungsdaten bewahren wir so lange auf, wie es das Handels- und
        Steuerrecht verlangt.
      </p>

      <h2>9. Anmeldung zu Veranstaltungen</h2>
      <p>
        Wenn du dich zu einer Ausbildungsmesse oder einem anderen Event anmeldest, speichern wir deinen Namen, deine E-Mail-Adresse und –
        nur wenn du sie angibst – Schule, Klassenstufe und Interessen. Lehrkräfte, die eine Klasse anmelden, geben nur die Zahl der
        Schülerinnen und Schüler an, keine Namen. Wir nutzen die Angaben für die Platzvergabe, die Warteliste, den Einlass und E-Mails zur
        Veranstaltung und geben sie nur an den Veranstalter dieses Events weiter (Art. 6 Abs. 1 lit. a DSGVO, deine Einwilligung bei der
        Anmeldung). Über den Link in deiner Bestätigung kannst du dich jederzeit abmelden. 30 Tage nach der Veranstaltung löschen wir alle
        Anmeldungen; es bleibt nur die Zahl der Teilnehmenden.
      </p>

      <h2>10. Jugendliche</h2>
      <p>
        Praxisnah richtet sich an Schülerinnen, Schüler und junge Erwachsene. Wenn du jünger als 16 Jahre bist, sprich bitte mit deinen
        Eltern, bevor du Standort oder Statistik erlaubst (Art. 8 DSGVO). Für die Suche brauchst du keine Einwilligung.
      </p>

      <h2>11. Deine Rechte</h2>
      <p>
        Du hast das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art.
        18), Datenübertragbarkeit (Art. 20) und Widerspruch (Art. 21). Eine Einwilligung kannst du jederzeit mit Wirkung für die Zukunft
        widerrufen (Art. 7 Abs. 3) – am einfachsten über „Cookie-Einstellungen“ unten auf jeder Seite. Du kannst dich außerdem bei einer
        Aufsichtsbehörde beschweren, zum Beispiel bei der Landesbeauftragten für Datenschutz und Informationsfreiheit Nordrhein-Westfalen.
      </p>
      <p>
        Fragen? Schreib uns an <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a>. Mehr zur Nutzung findest du in den{' '}
        <Link to="/agb">AGB</Link> und den <Link to="/faq">häufigen Fragen</Link>.
      </p>
      <p className="muted">Stand: Januar 2025</p>
    </InfoPage>
  );
}

export function AgbRoute() {
  return (
    <InfoPage title="Allgemeine Geschäftsbedingungen">
      <h2>§ 1 Geltungsbereich</h2>
      <p>
        Diese AGB gelten für die Nutzung der Plattform Praxisnah der {COMPANY.name}, {COMPANY.street}, {COMPANY.city}. Besucherinnen und
        Besucher können Praktika, Ausbildungsplätze, Events und Unternehmen kostenlos und ohne Konto suchen. Für Unternehmen gelten
        zusätzlich die Regelungen zu Konten und Paketen.
      </p>
      <h2>§ 2 Leistungen</h2>
      <p>
        Praxisnah vermittelt keine Arbeits- oder Ausbildungsverträge, sondern stellt eine Plattform bereit, auf der Unternehmen Angebote
        veröffentlichen und junge Menschen diese finden. Ein Vertrag über ein Praktikum oder eine Ausbildung kommt ausschließlich zwischen
        dem Unternehmen und der Bewerberin oder dem Bewerber zustande.
      </p>
      <h2>§ 3 Unternehmenskonto</h2>
      <p>
        Unternehmen registrieren sich mit einer geschäftlichen E-Mail-Adresse und wählen ein Paket. Zugangsdaten sind vertraulich zu
        behandeln. Die Angaben zum Unternehmen müssen wahr und aktuell sein.
      </p>
      <h2>§ 4 Pakete, Preise und Laufzeit</h2>
      <p>
        Es gelten die auf der <Link to="/pricing">Preisseite</Link> genannten Pakete und Preise zuzüglich der gesetzlichen Umsatzsteuer.
        Bezahlte Pakete laufen monatlich und verlängern sich jeweils um einen Monat, wenn sie nicht bis zum Ende des laufenden Monats
        gekündigt werden. Das Starter-Paket ist kostenlos und jederzeit kündbar.
      </p>
      <h2>§ 5 Pflichten der Unternehmen</h2>
      <ul>
        <li>Angebote müssen tatsächlich bestehen und werden nach Besetzung deaktiviert.</li>
        <li>Die Vorschriften des Jugendarbeitsschutzgesetzes, des Mindestlohngesetzes und des Berufsbildungsgesetzes sind einzuhalten.</li>
        <li>Stellenangebote müssen diskriminierungsfrei im Sinne des Allgemeinen Gleichbehandlungsgesetzes formuliert sein.</li>
        <li>Bewerberdaten dürfen nur für das jeweilige Bewerbungsverfahren verwendet werden.</li>
      </ul>
      <h2>§ 6 Inhalte</h2>
      <p>
        Unternehmen räumen Praxisnah die für die Darstellung auf der Plattform nötigen Nutzungsrechte an ihren Texten, Logos und Bildern
        ein. Wir dürfen Inhalte sperren, die gegen Gesetze oder diese AGB verstoßen.
      </p>
      <h2>§ 7 Haftung</h2>
      <p>
        Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit. Bei leichter
        Fahrlässigkeit haften wir nur bei Verletzung wesentlicher Vertragspflichten und begrenzt auf den vorhersehbaren, vertragstypischen
        Schaden. Für die Inhalte der Angebote sind die Unternehmen verantwortlich.
      </p>
      <h2>§ 8 Datenschutz</h2>
      <p>
        Es gilt unsere <Link to="/datenschutz">Datenschutzerklärung</Link>.
      </p>
      <h2>§ 9 Schlussbestimmungen</h2>
      <p>
        Es gilt deutsches Recht. Gerichtsstand für Kaufleute ist Köln. Sollte eine Bestimmung unwirksam sein, bleibt der Vertrag im Übrigen
        wirksam.
      </p>
      <p className="muted">Stand: Januar 2025</p>
    </InfoPage>
  );
}
