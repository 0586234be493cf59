/**
 * The web client's user-facing German texts by id: the defaults ship with the code, admins override any of them on
 * /admin-message-translations without a deploy. `{name}` marks a value the screen fills in; an override must keep
 * every placeholder of its default. No zod here: the client's first download carries this file.
 */
export const WEB_MESSAGES = {
  // Header, navigation, bottom bar
  'nav.praktika': 'Praktika',
  'nav.ausbildung': 'Ausbildung',
  'nav.events': 'Events',
  'nav.unternehmen': 'Unternehmen',
  'nav.main': 'Hauptnavigation',
  'nav.mobile': 'Mobile Navigation',
  'nav.quick': 'Schnellnavigation',
  'nav.logoLabel': 'Praxisnah – zur Praktikumssuche',
  'nav.pricing': 'Preise',
  'nav.login': 'Anmelden',
  'nav.register': 'Registrieren',
  'nav.logout': 'Abmelden',
  'nav.menu': 'Menü',
  'nav.menuOpen': 'Menü öffnen ({label})',
  'nav.menuClose': 'Menü schließen',
  // Footer
  'footer.tagline': '– Praktika, Ausbildung und Unternehmen in deiner Nähe.',
  'footer.navLabel': 'Rechtliches und Kontakt',
  'footer.impressum': 'Impressum',
  'footer.datenschutz': 'Datenschutz',
  'footer.agb': 'AGB',
  'footer.kontakt': 'Kontakt',
  'footer.faq': 'FAQ',
  'footer.cookies': 'Cookie-Einstellungen',
  'footer.copyright': '© {year} Praxisnah GmbH',
  // Home page
  'home.aiBadge': 'KI-gestützte Suche',
  'home.title': 'Dein Praktikum. Deine Ausbildung. Ganz in deiner Nähe.',
  'home.lead': 'Finde Praktika, Ausbildungsplätze und Ausbildungsmessen in deiner Region – kostenlos und ohne Anmeldung.',
  'home.search.q': 'Welches Praktikum suchst du?',
  'home.search.qPlaceholder': 'z. B. Mediengestaltung',
  'home.search.city': 'Ort oder PLZ',
  'home.search.cityPlaceholder': 'z. B. Köln oder 50667',
  'home.search.sector': 'Bereich',
  'home.search.allSectors': 'Alle Bereiche',
  'home.search.submit': 'Praktika finden',
  'home.counters.label': 'Praxisnah in Zahlen',
  'home.counters.internships': 'Praktikumsplätze',
  'home.counters.companies': 'Unternehmen',
  'home.cta.title': 'Noch nicht dabei?',
  'home.cta.text':
    'Sie sind ein Unternehmen und suchen Praktikantinnen, Praktikanten oder Azubis? Zeigen Sie sich dort, wo Schülerinnen und Schüler suchen.',
  'home.cta.button': 'Hier starten!',
  'home.map.title': 'Unternehmen in Deutschland',
  'home.events.title': 'Aktuelle Veranstaltungen',
  'home.events.empty': 'Neue Events kommen bald!',
  'home.events.all': 'Alle Events ansehen',
  'home.listings.title': 'Beliebte Praktika',
  'home.listings.empty': 'Noch keine Praktika verfügbar.',
  'home.listings.all': 'Alle Praktika ansehen',
  // Search pages (internships and Ausbildung)
  'search.internship.title': 'Finde dein Praktikum',
  'search.internship.lead': 'Schreib einfach, was dich interessiert – unsere KI-Suche versteht dich und setzt passende Filter.',
  'search.internship.placeholder': 'z. B. Praktikum IT in Köln',
  'search.internship.one': 'Praktikum',
  'search.internship.many': 'Praktika',
  'search.internship.empty': 'Keine Praktika gefunden',
  'search.ausbildung.title': 'Finde deinen Ausbildungsplatz',
  'search.ausbildung.lead': 'Ausbildungsplätze mit Beginn, Vergütung und Übernahmechance – such frei oder nutze die Filter.',
  'search.ausbildung.placeholder': 'z. B. Mechatroniker in Köln',
  'search.ausbildung.one': 'Ausbildungsplatz',
  'search.ausbildung.many': 'Ausbildungsplätze',
  'search.ausbildung.empty': 'Keine Ausbildungsplätze gefunden',
  'search.aiBadge': 'KI-gestützte Suche',
  'search.queryLabel': 'Was suchst du?',
  'search.submit': 'Suchen',
  'search.loading': 'Suche läuft...',
  'search.error': 'Fehler beim Laden der Suchergebnisse.',
  'search.errorHint': 'Bitte prüfe deine Verbindung und versuche es gleich noch einmal.',
  'search.retry': 'Nochmal versuchen',
  'search.resultsHeading': 'Suchergebnisse',
  'search.tips': 'Tipps für mehr Treffer:',
  'search.tipSpelling': 'Prüfe die Schreibweise oder nutze allgemeinere Begriffe.',
  'search.tipRadius': 'Vergrößere den Umkreis oder wähle einen anderen Ort.',
  'search.tipFilters': 'Entferne einzelne Filter wie Branche oder Zeitraum.',
  'search.resetFilters': 'Alle Filter zurücksetzen',
  'search.found': '{kind} gefunden',
  'search.radius': 'im Umkreis von {radius} km um {place}',
  'search.onlySector': 'Nur Branche {sector} zeigen',
  'search.toAusbildung': 'Lieber eine Ausbildung?',
  'search.toAusbildungLink': 'Zur Ausbildungssuche',
  'search.toInternship': 'Erst mal reinschnuppern?',
  'search.toInternshipLink': 'Zur Praktikumssuche',
  // Listing cards and detail
  'listing.ausbildungBadge': 'Ausbildung',
  'listing.start': 'Beginn',
  'listing.duration': 'Dauer',
  'listing.durationMonths': '{months} Monate',
  'listing.degree': 'Abschluss',
  'listing.pay': 'Vergütung im 1. Jahr',
  'listing.takeover': 'Übernahmechance',
  'listing.skills': 'Fähigkeiten',
  'listing.moreSkills': '+{count} weitere',
  'listing.details': 'Details ansehen',
  'listing.detailsLabel': 'Details ansehen: {title}',
  'detail.backLabel': 'Zurück',
  'detail.backToAusbildung': 'Zur Ausbildungssuche',
  'detail.backToInternship': 'Zur Praktikumssuche',
  'detail.description': 'Beschreibung',
  'detail.skills': 'Das bringst du mit',
  'detail.facts': 'Eckdaten',
  'detail.period': 'Zeitraum',
  'detail.from': 'ab {date}',
  'detail.until': 'bis {date}',
  'detail.contact': 'Ansprechperson',
  'detail.company': 'Unternehmen',
  'detail.companyProfile': 'Unternehmensprofil ansehen',
  'detail.location': 'Hier findest du uns',
  // Company dashboard
  'dashboard.title': 'Dashboard',
  'dashboard.newInternship': 'Neues Praktikum',
  'dashboard.newAusbildung': 'Neuer Ausbildungsplatz',
  'dashboard.newEvent': 'Neues Event',
  'dashboard.accountNav': 'Unternehmenskonto',
  'dashboard.editProfile': 'Profil bearbeiten',
  'dashboard.publicProfile': 'Öffentliches Profil',
  'dashboard.participants': 'Event-Teilnehmende',
  'dashboard.changePassword': 'Passwort ändern',
  'dashboard.stats.active': 'Aktive Angebote',
  'dashboard.stats.drafts': 'Entwürfe',
  'dashboard.stats.views': 'Aufrufe gesamt',
  'dashboard.stats.favourites': 'Favoriten gesamt',
  'dashboard.tab.internships': 'Praktika ({count})',
  'dashboard.tab.ausbildung': 'Ausbildungsplätze ({count})',
  'dashboard.tab.events': 'Events ({count})',
  'dashboard.tabsLabel': 'Ihre Angebote und Events',
  'dashboard.status': 'Status',
  'dashboard.statusAll': 'Alle',
  'dashboard.loadError': 'Ihre Daten konnten nicht geladen werden.',
  'dashboard.retry': 'Nochmal versuchen',
  'dashboard.noEventsFound': 'Keine Events gefunden',
  'dashboard.resetSearch': 'Suche zurücksetzen',
  'dashboard.noEvents': 'Noch keine Events',
  'dashboard.noEventsHint': 'Stellen Sie Ihre Ausbildungsmesse, einen Tag der offenen Tür oder ein Schnupper-Event vor.',
  'dashboard.createEvent': 'Event anlegen',
  'dashboard.noOffersFound': 'Keine Angebote gefunden',
  'dashboard.noOffersFoundHint': 'Kein Angebot passt zu Ihrer Suche.',
  'dashboard.noAusbildung': 'Noch keine Ausbildungsplätze',
  'dashboard.noInternships': 'Noch keine Praktika',
  'dashboard.createAusbildung': 'Ausbildungsplatz anlegen',
  'dashboard.createInternship': 'Praktikum anlegen',
  // Sign-in
  'auth.email': 'E-Mail-Adresse',
  'auth.password': 'Passwort',
  'auth.forgot': 'Passwort vergessen?',
  'auth.submit': 'Anmelden',
  'auth.submitting': 'Wird angemeldet...',
  'auth.ssl': 'Ihre Daten werden über eine SSL-verschlüsselte Verbindung übertragen.',
  'auth.noAccount': 'Noch kein Unternehmenskonto?',
  'auth.registerCta': 'Jetzt registrieren & Paket wählen',
  'auth.success': 'Anmeldung erfolgreich',
  'auth.welcome': 'Willkommen zurück, {name}!',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof WEB_MESSAGES;
export const MESSAGE_KEYS = Object.keys(WEB_MESSAGES) as MessageKey[];

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(WEB_MESSAGES, key);

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;

/** The placeholder names of a text, sorted and once each. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))].sort();
}

/** Fills `{name}` placeholders; a placeholder without a value stays as written rather than breaking the page. */
export function fillMessage(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The text a screen shows: the override unless it is missing or blank, then the default; placeholders filled. */
export function messageText(key: MessageKey, overrides: Partial<Record<string, string>>, values?: Record<string, string | number>): string {
  const override = overrides[key];
  return fillMessage(override?.trim() ? override : WEB_MESSAGES[key], values);
}

export const MESSAGE_TEXT_MAX = 2000;
