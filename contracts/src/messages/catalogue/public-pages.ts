/**
 * The long texts of Impressum, Datenschutz, AGB and FAQ: each heading, paragraph and list item its own text, so an admin
 * corrects one clause. Kept apart from PUBLIC_MESSAGES because the client loads these with their pages, not in its first
 * download; WEB_MESSAGES still holds them (admin screen, placeholder check). `{name}` is filled by the page: the
 * operator's details (PUBLIC_MESSAGES' 'company.*'), or a link or emphasis whose own text is a further key.
 */
export const PUBLIC_PAGE_MESSAGES = {
  // Impressum
  'legal.impressum.title': 'Impressum',
  'legal.impressum.provider.heading': 'Angaben gemäß § 5 DDG',
  'legal.impressum.provider.address': '{name}\n{street}\n{city}\nDeutschland',
  'legal.impressum.representative.heading': 'Vertreten durch',
  'legal.impressum.representative.text': 'Geschäftsführerin: {managingDirector}',
  'legal.impressum.contact.heading': 'Kontakt',
  'legal.impressum.contact.text': 'Telefon: {phone}\nE-Mail: {email}',
  'legal.impressum.register.heading': 'Registereintrag',
  'legal.impressum.register.text': 'Eintragung im Handelsregister. Registergericht und Registernummer: {register}',
  'legal.impressum.vat.heading': 'Umsatzsteuer-ID',
  'legal.impressum.vat.text': 'Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {vatId}',
  'legal.impressum.responsible.heading': 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
  'legal.impressum.responsible.text': '{managingDirector}, {street}, {city}',
  'legal.impressum.disputes.heading': 'Verbraucherstreitbeilegung',
  'legal.impressum.disputes.text':
    'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
  'legal.impressum.liability.heading': 'Haftung für Inhalte und Links',
  'legal.impressum.liability.text':
    'Die Angebote auf Praxisnah (Praktika, Ausbildungsplätze, Events und Unternehmensprofile) werden von den jeweiligen Unternehmen eingestellt. Für deren Richtigkeit sind die Unternehmen verantwortlich. Als Diensteanbieter sind wir für eigene Inhalte nach den allgemeinen Gesetzen verantwortlich; für fremde Inhalte haften wir erst ab Kenntnis einer konkreten Rechtsverletzung. Wird uns eine solche bekannt, entfernen wir den Inhalt umgehend. Hinweise bitte an {email}.',

  // Datenschutzerklärung
  'legal.datenschutz.title': 'Datenschutzerklärung',
  'legal.datenschutz.lead': 'Wir verarbeiten so wenige Daten wie möglich – und geben keine Daten an Dritte weiter.',
  'legal.datenschutz.controller.heading': '1. Verantwortliche Stelle',
  'legal.datenschutz.controller.text':
    '{name}, {street}, {city}, E-Mail: {email}. Vertreten durch die Geschäftsführerin {managingDirector}.',
  'legal.datenschutz.summary.heading': '2. Das Wichtigste in Kürze',
  'legal.datenschutz.summary.noAccount': 'Suchen, Favoriten und Teilen funktionieren ohne Konto und ohne Angabe deines Namens.',
  'legal.datenschutz.summary.consent': 'Deinen Standort nutzen wir nur, wenn du zustimmst. Statistiken erheben wir nur, wenn du zustimmst.',
  'legal.datenschutz.summary.noTracking':
    'Wir setzen keine Werbe- oder Tracking-Dienste ein und binden keine Inhalte von Drittanbietern ein. Schriften und Grafiken liefern wir selbst aus.',
  'legal.datenschutz.summary.noSharing':
    'Keine Weitergabe an Dritte. Deine Daten werden nicht verkauft. Meldest du dich zu einem Event an, erhält nur dessen Veranstalter deine Anmeldung (Abschnitt 9).',
  'legal.datenschutz.serverLogs.heading': '3. Aufruf der Website (Server-Protokolle)',
  'legal.datenschutz.serverLogs.text':
    'Beim Aufruf unserer Seiten verarbeitet unser Server technisch notwendige Daten: IP-Adresse, Datum und Uhrzeit, aufgerufene Adresse, Browsertyp und Statuscode. Das ist nötig, um die Seite auszuliefern und vor Missbrauch zu schützen (Art. 6 Abs. 1 lit. f DSGVO). Protokolle löschen wir spätestens nach 14 Tagen. Auch die Kartenkacheln werden über einen von uns betriebenen bzw. in unserem Auftrag betriebenen Kachelserver ausgeliefert.',
  'legal.datenschutz.device.heading': '4. Was wir auf deinem Gerät speichern',
  'legal.datenschutz.device.intro': 'Die Speicherung auf deinem Gerät erfolgt nach § 25 TDDDG. Wir speichern nur:',
  'legal.datenschutz.device.consent.lead': 'Deine Einwilligung',
  'legal.datenschutz.device.consent.text':
    '{lead} im lokalen Speicher deines Browsers unter „{storageKey}“: ob du Statistik und Standort erlaubt hast, den Zeitpunkt und die Version ({version}) dieser Einstellungen. Das ist technisch notwendig, damit wir deine Wahl respektieren können.',
  'legal.datenschutz.device.favourites.lead': 'Deine Favoriten',
  'legal.datenschutz.device.favourites.text':
    '{lead} im Cookie „{cookie}“: nur die Kennungen der gemerkten Praktika, Ausbildungsplätze, Events und Unternehmen. Das Cookie gilt 365 Tage, nur für unsere Seite (SameSite=Lax) und wird nicht ausgewertet. Du kannst es jederzeit in deinem Browser löschen.',
  'legal.datenschutz.device.location.lead': 'Deinen Standort für die laufende Sitzung',
  'legal.datenschutz.device.location.text':
    '{lead} (nur mit Einwilligung) im Sitzungsspeicher unter „userLat“, „userLon“ und „userCity“. Diese Werte werden beim Schließen des Tabs gelöscht.',
  'legal.datenschutz.device.companies.lead': 'Für Unternehmenskonten',
  'legal.datenschutz.device.companies.text':
    '{lead} einen Anmelde-Schlüssel im lokalen Speicher, solange das Unternehmen angemeldet ist. Er wird beim Abmelden gelöscht.',
  'legal.datenschutz.location.heading': '5. Standort (nur mit Einwilligung)',
  'legal.datenschutz.location.text':
    'Wenn du „Standort“ erlaubst, fragt dein Browser dich zusätzlich um Erlaubnis. Die ungefähren Koordinaten (geringe Genauigkeit) nutzen wir, um Angebote in deiner Nähe anzuzeigen und den Namen deines Ortes auf unserem eigenen Server zu ermitteln. Wir speichern deinen Standort nicht dauerhaft und erstellen keine Bewegungsprofile. Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO).',
  'legal.datenschutz.statistics.heading': '6. Statistik',
  'legal.datenschutz.statistics.purpose':
    'Wir zählen, wie die Plattform genutzt wird, um die Suche zu verbessern und Unternehmen zu zeigen, wie oft ihre Angebote angesehen werden. Dafür speichern wir nichts auf deinem Gerät und keine Namen, IP-Adressen oder genauen Standorte.',
  'legal.datenschutz.statistics.withoutConsent.lead': 'Ohne Einwilligung',
  'legal.datenschutz.statistics.withoutConsent.text':
    '{lead} zählt unser Server, was er ohnehin ausliefert (Art. 6 Abs. 1 lit. f DSGVO): den Aufruf einer Angebots-, Event- oder Unternehmensseite (welche Seite, wann), das Öffnen eines Kurzlinks und jede Suche mit ihren Suchbegriffen (kleingeschrieben), dem Bereich (Praktikum oder Ausbildung), den gewählten Filtern, der Zahl der Treffer und dem Ort, um den gesucht wurde – gerundet auf die Gemeinde (deren Mittelpunkt, nie deine Position). Um Besucher pro Tag zu zählen, bilden wir aus IP-Adresse und Browserkennung einen Prüfwert mit einem geheimen Zufallswert, der nur im Arbeitsspeicher liegt und jeden Tag neu gewählt wird. IP-Adresse und Browserkennung speichern wir dabei nicht; der Prüfwert wird nach Ablauf des Tages gelöscht und lässt sich nicht zurückrechnen oder mit anderen Tagen verbinden.',
  'legal.datenschutz.statistics.withConsent.lead': 'Nur mit Einwilligung',
  'legal.datenschutz.statistics.withConsent.text':
    '{lead} „Statistik“ (Art. 6 Abs. 1 lit. a DSGVO) sendet dein Browser zusätzlich: welche Seite du aufrufst (Adresse ohne Suchparameter), ob du etwas zu den Favoriten hinzufügst oder entfernst (welches Angebot), ob du etwas teilst, welches Unternehmen du auf der Karte anklickst und welche Filter du aus einem Suchvorschlag übernimmst. Ohne Einwilligung sendet dein Browser keine Statistikdaten.',
  'legal.datenschutz.statistics.retention':
    'Die einzelnen Einträge löschen wir nach 90 Tagen automatisch. Danach bleiben nur Tagessummen (z. B. „42 Suchen nach Bäcker in Bayern am 3. März“), die keinen Bezug zu einer Person haben. Unternehmen sehen nur Summen ihrer eigenen Angebote und, was in ihrer Nähe gesucht wurde; Zahlen unter 5 zeigen wir ihnen nicht genau.',
  'legal.datenschutz.sharing.heading': '7. Teilen und Kurzlinks',
  'legal.datenschutz.sharing.text':
    'Wenn du ein Angebot teilst, erzeugen wir auf unserem Server einen Kurzlink zu diesem Angebot. Dabei wird nur die Adresse des Angebots gespeichert, nicht wer sie geteilt hat.',
  'legal.datenschutz.companies.heading': '8. Unternehmenskonten',
  'legal.datenschutz.companies.text':
    'Für Unternehmen verarbeiten wir E-Mail-Adresse, Passwort (nur verschlüsselt als Hash), Firmendaten und die eingestellten Angebote, um den Vertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO). Rechnungsdaten bewahren wir so lange auf, wie es das Handels- und Steuerrecht verlangt.',
  'legal.datenschutz.events.heading': '9. Anmeldung zu Veranstaltungen',
  'legal.datenschutz.events.text':
    'Wenn du dich zu einer Ausbildungsmesse oder einem anderen Event anmeldest, speichern wir deinen Namen, deine E-Mail-Adresse und – nur wenn du sie angibst – Schule, Klassenstufe und Interessen. Lehrkräfte, die eine Klasse anmelden, geben nur die Zahl der Schülerinnen und Schüler an, keine Namen. Wir nutzen die Angaben für die Platzvergabe, die Warteliste, den Einlass und E-Mails zur Veranstaltung und geben sie nur an den Veranstalter dieses Events weiter (Art. 6 Abs. 1 lit. a DSGVO, deine Einwilligung bei der Anmeldung). Über den Link in deiner Bestätigung kannst du dich jederzeit abmelden. 30 Tage nach der Veranstaltung löschen wir alle Anmeldungen; es bleibt nur die Zahl der Teilnehmenden.',
  'legal.datenschutz.minors.heading': '10. Jugendliche',
  'legal.datenschutz.minors.text':
    'Praxisnah richtet sich an Schülerinnen, Schüler und junge Erwachsene. Wenn du jünger als 16 Jahre bist, sprich bitte mit deinen Eltern, bevor du Standort oder Statistik erlaubst (Art. 8 DSGVO). Für die Suche brauchst du keine Einwilligung.',
  'legal.datenschutz.rights.heading': '11. Deine Rechte',
  'legal.datenschutz.rights.text':
    'Du hast das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch (Art. 21). Eine Einwilligung kannst du jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3) – am einfachsten über „Cookie-Einstellungen“ unten auf jeder Seite. Du kannst dich außerdem bei einer Aufsichtsbehörde beschweren, zum Beispiel bei der Landesbeauftragten für Datenschutz und Informationsfreiheit Nordrhein-Westfalen.',
  'legal.datenschutz.questions.text': 'Fragen? Schreib uns an {email}. Mehr zur Nutzung findest du in den {agbLink} und den {faqLink}.',
  'legal.datenschutz.questions.agbLink': 'AGB',
  'legal.datenschutz.questions.faqLink': 'häufigen Fragen',
  'legal.datenschutz.asOf': 'Stand: Januar 2025',

  // Allgemeine Geschäftsbedingungen
  'legal.agb.title': 'Allgemeine Geschäftsbedingungen',
  'legal.agb.scope.heading': '§ 1 Geltungsbereich',
  'legal.agb.scope.text':
    'Diese AGB gelten für die Nutzung der Plattform Praxisnah der {name}, {street}, {city}. Besucherinnen und Besucher können Praktika, Ausbildungsplätze, Events und Unternehmen kostenlos und ohne Konto suchen. Für Unternehmen gelten zusätzlich die Regelungen zu Konten und Paketen.',
  'legal.agb.services.heading': '§ 2 Leistungen',
  'legal.agb.services.text':
    'Praxisnah vermittelt keine Arbeits- oder Ausbildungsverträge, sondern stellt eine Plattform bereit, auf der Unternehmen Angebote veröffentlichen und junge Menschen diese finden. Ein Vertrag über ein Praktikum oder eine Ausbildung kommt ausschließlich zwischen dem Unternehmen und der Bewerberin oder dem Bewerber zustande.',
  'legal.agb.account.heading': '§ 3 Unternehmenskonto',
  'legal.agb.account.text':
    'Unternehmen registrieren sich mit einer geschäftlichen E-Mail-Adresse und wählen ein Paket. Zugangsdaten sind vertraulich zu behandeln. Die Angaben zum Unternehmen müssen wahr und aktuell sein.',
  'legal.agb.packages.heading': '§ 4 Pakete, Preise und Laufzeit',
  'legal.agb.packages.text':
    'Es gelten die auf der {pricingLink} genannten Pakete und Preise zuzüglich der gesetzlichen Umsatzsteuer. Bezahlte Pakete laufen monatlich und verlängern sich jeweils um einen Monat, wenn sie nicht bis zum Ende des laufenden Monats gekündigt werden. Das Starter-Paket ist kostenlos und jederzeit kündbar.',
  'legal.agb.packages.pricingLink': 'Preisseite',
  'legal.agb.duties.heading': '§ 5 Pflichten der Unternehmen',
  'legal.agb.duties.real': 'Angebote müssen tatsächlich bestehen und werden nach Besetzung deaktiviert.',
  'legal.agb.duties.law':
    'Die Vorschriften des Jugendarbeitsschutzgesetzes, des Mindestlohngesetzes und des Berufsbildungsgesetzes sind einzuhalten.',
  'legal.agb.duties.equalTreatment':
    'Stellenangebote müssen diskriminierungsfrei im Sinne des Allgemeinen Gleichbehandlungsgesetzes formuliert sein.',
  'legal.agb.duties.applicantData': 'Bewerberdaten dürfen nur für das jeweilige Bewerbungsverfahren verwendet werden.',
  'legal.agb.content.heading': '§ 6 Inhalte',
  'legal.agb.content.text':
    'Unternehmen räumen Praxisnah die für die Darstellung auf der Plattform nötigen Nutzungsrechte an ihren Texten, Logos und Bildern ein. Wir dürfen Inhalte sperren, die gegen Gesetze oder diese AGB verstoßen.',
  'legal.agb.liability.heading': '§ 7 Haftung',
  'legal.agb.liability.text':
    'Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit. Bei leichter Fahrlässigkeit haften wir nur bei Verletzung wesentlicher Vertragspflichten und begrenzt auf den vorhersehbaren, vertragstypischen Schaden. Für die Inhalte der Angebote sind die Unternehmen verantwortlich.',
  'legal.agb.privacy.heading': '§ 8 Datenschutz',
  'legal.agb.privacy.text': 'Es gilt unsere {privacyLink}.',
  'legal.agb.privacy.privacyLink': 'Datenschutzerklärung',
  'legal.agb.final.heading': '§ 9 Schlussbestimmungen',
  'legal.agb.final.text':
    'Es gilt deutsches Recht. Gerichtsstand für Kaufleute ist Köln. Sollte eine Bestimmung unwirksam sein, bleibt der Vertrag im Übrigen wirksam.',
  'legal.agb.asOf': 'Stand: Januar 2025',

  // Häufige Fragen
  'faq.title': 'Häufige Fragen',
  'faq.lead': 'Hier findest du Antworten rund um Praktika, Ausbildung und Praxisnah.',
  'faq.pupils.heading': 'Für Schülerinnen, Schüler und Bewerber',
  'faq.pupils.cost.question': 'Kostet Praxisnah etwas?',
  'faq.pupils.cost.answer':
    'Nein. Für Schülerinnen, Schüler und alle, die ein Praktikum oder eine Ausbildung suchen, ist Praxisnah komplett kostenlos.',
  'faq.pupils.account.question': 'Brauche ich ein Konto?',
  'faq.pupils.account.answer':
    'Nein. Du kannst ohne Anmeldung suchen, Favoriten speichern und Angebote teilen. Deine Favoriten liegen nur in deinem Browser.',
  'faq.pupils.apply.question': 'Wie bewerbe ich mich?',
  'faq.pupils.apply.answer':
    'Öffne ein Angebot und tippe auf „Jetzt bewerben“. Je nach Unternehmen landest du im Bewerbungsformular, in deinem E-Mail-Programm oder auf dem Unternehmensprofil mit allen Kontaktdaten.',
  'faq.pupils.difference.question': 'Was ist der Unterschied zwischen Praktikum und Ausbildung?',
  'faq.pupils.difference.answer':
    'Ein Praktikum dauert meist wenige Tage bis Wochen und hilft dir, einen Beruf kennenzulernen. Eine Ausbildung dauert in der Regel zwei bis dreieinhalb Jahre, ist bezahlt und endet mit einem anerkannten Abschluss.',
  'faq.pupils.location.question': 'Warum fragt Praxisnah nach meinem Standort?',
  'faq.pupils.location.answer':
    'Damit wir dir Angebote in deiner Nähe zeigen können. Das passiert nur, wenn du zustimmst. Du kannst stattdessen jederzeit einen Ort oder eine Postleitzahl eingeben.',
  'faq.pupils.aiSearch.question': 'Wie funktioniert die KI-Suche?',
  'faq.pupils.aiSearch.answer':
    'Schreib einfach, was du suchst, zum Beispiel „Praktikum IT in Köln“. Die Suche erkennt Ort, Branche und Art und setzt passende Filter für dich.',
  'faq.pupils.fairs.question': 'Was sind Ausbildungsmessen?',
  'faq.pupils.fairs.answer':
    'Auf Messen und Infotagen stellen sich viele Unternehmen vor. Du kannst Fragen stellen, deine Bewerbungsmappe checken lassen und direkt Kontakte knüpfen.',
  'faq.companies.heading': 'Für Unternehmen',
  'faq.companies.join.question': 'Wie kommt unser Unternehmen auf Praxisnah?',
  'faq.companies.join.answer':
    'Wählen Sie auf der Preisseite ein Paket und registrieren Sie sich. Mit dem kostenlosen Starter-Paket können Sie sofort loslegen.',
  'faq.companies.visible.question': 'Wie schnell sind Angebote sichtbar?',
  'faq.companies.visible.answer':
    'Veröffentlichte Angebote erscheinen in der Regel innerhalb weniger Sekunden in der Suche und auf der Karte.',
  'faq.companies.events.question': 'Können wir auch Events einstellen?',
  'faq.companies.events.answer':
    'Ja. Ab dem Standard-Paket können Sie Ausbildungsmessen, Infotage und Workshops veröffentlichen und Anmeldungen verwalten.',
  'faq.companies.term.question': 'Welche Vertragslaufzeit gilt?',
  'faq.companies.term.answer':
    'Bezahlte Pakete laufen monatlich und sind zum Monatsende kündbar. Das Starter-Paket ist dauerhaft kostenlos.',
  'faq.more.text': 'Noch Fragen? {contactLink}.',
  'faq.more.contactLink': 'Kontaktieren Sie uns',
} as const satisfies Record<string, string>;
