import { Link } from 'react-router-dom';
import { InfoPage } from './info-page';

const PUPIL_FAQ = [
  [
    'Kostet Praxisnah etwas?',
    'Nein. Für Schülerinnen, Schüler und alle, die ein Praktikum oder eine Ausbildung suchen, ist Praxisnah komplett kostenlos.',
  ],
  [
    'Brauche ich ein Konto?',
    'Nein. Du kannst ohne Anmeldung suchen, Favoriten speichern und Angebote teilen. Deine Favoriten liegen nur in deinem Browser.',
  ],
  [
    'Wie bewerbe ich mich?',
    'Öffne ein Angebot und tippe auf „Jetzt bewerben“. Je nach Unternehmen landest du im Bewerbungsformular, in deinem E-Mail-Programm oder auf dem Unternehmensprofil mit allen Kontaktdaten.',
  ],
  [
    'Was ist der Unterschied zwischen Praktikum und Ausbildung?',
    'Ein Praktikum dauert meist wenige Tage bis Wochen und hilft dir, einen Beruf kennenzulernen. Eine Ausbildung dauert in der Regel zwei bis dreieinhalb Jahre, ist bezahlt und endet mit einem anerkannten Abschluss.',
  ],
  [
    'Warum fragt Praxisnah nach meinem Standort?',
    'Damit wir dir Angebote in deiner Nähe zeigen können. Das passiert nur, wenn du zustimmst. Du kannst stattdessen jederzeit einen Ort oder eine Postleitzahl eingeben.',
  ],
  [
    'Wie funktioniert die KI-Suche?',
    'Schreib einfach, was du suchst, zum Beispiel „Praktikum IT in Köln“. Die Suche erkennt Ort, Branche und Art und setzt passende Filter für dich.',
  ],
  [
    'Was sind Ausbildungsmessen?',
    'Auf Messen und Infotagen stellen sich viele Unternehmen vor. Du kannst Fragen stellen, deine Bewerbungsmappe checken lassen und direkt Kontakte knüpfen.',
  ],
] as const;

const COMPANY_FAQ = [
  [
    'Wie kommt unser Unternehmen auf Praxisnah?',
    'Wählen Sie auf der Preisseite ein Paket und registrieren Sie sich. Mit dem kostenlosen Starter-Paket können Sie sofort loslegen.',
  ],
  [
    'Wie schnell sind Angebote sichtbar?',
    'Veröffentlichte Angebote erscheinen in der Regel innerhalb weniger Sekunden in der Suche und auf der Karte.',
  ],
  [
    'Können wir auch Events einstellen?',
    'Ja. Ab dem Standard-Paket können Sie Ausbildungsmessen, Infotage und Workshops veröffentlichen und Anmeldungen verwalten.',
  ],
  [
    'Welche Vertragslaufzeit gilt?',
    'Bezahlte Pakete laufen monatlich und sind zum Monatsende kündbar. Das Starter-Paket ist dauerhaft kostenlos.',
  ],
] as const;

function FaqList({ items }: { items: ReadonlyArray<readonly [string, string]> }) {
  return (
    <div className="faq-list">
      {items.map(([question, answer]) => (
        <details key={question} className="faq-item">
          <summary>{question}</summary>
          <p>{answer}</p>
        </details>
      ))}
    </div>
  );
}

export function FaqRoute() {
  return (
    <InfoPage title="Häufige Fragen" lead="Hier findest du Antworten rund um Praktika, Ausbildung und Praxisnah.">
      <h2>Für Schülerinnen, Schüler und Bewerber</h2>
      <FaqList items={PUPIL_FAQ} />
      <h2>Für Unternehmen</h2>
      <FaqList items={COMPANY_FAQ} />
      <p>
        Noch Fragen? <Link to="/unternehmen-starten">Kontaktieren Sie uns</Link>.
      </p>
    </InfoPage>
  );
}
