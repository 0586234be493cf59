export const EVENT_HIGHLIGHTS = [
  { key: 'bewerbungsmappen_check', label: 'Bewerbungsmappen-Check', icon: 'file-check' },
  { key: 'bewerbungsfotos', label: 'Kostenlose Bewerbungsfotos', icon: 'camera' },
  { key: 'vortraege', label: 'Vorträge & Workshops', icon: 'presentation' },
  { key: 'speed_dating', label: 'Azubi-Speed-Dating', icon: 'timer' },
  { key: 'mitmachaktionen', label: 'Mitmachaktionen', icon: 'hand' },
  { key: 'eltern_forum', label: 'Eltern-Forum', icon: 'users' },
  { key: 'duales_studium', label: 'Infos zum dualen Studium', icon: 'graduation-cap' },
  { key: 'gewinnspiel', label: 'Gewinnspiel', icon: 'gift' },
] as const;
export type EventHighlightKey = (typeof EVENT_HIGHLIGHTS)[number]['key'];
