/** The four main buttons of product.md section 2, with the paths on which each one is highlighted. */
export const MAIN_NAV = [
  { to: '/search', label: 'Praktika', activeOn: (path: string) => path === '/' || path === '/search' || path.startsWith('/internship/') },
  { to: '/ausbildung-search', label: 'Ausbildung', activeOn: (path: string) => path === '/ausbildung-search' },
  {
    to: '/ausbildungsmesse',
    label: 'Events',
    activeOn: (path: string) =>
      path === '/ausbildungsmesse' || path === '/events' || path.startsWith('/events/') || path.startsWith('/event-detail/'),
  },
  {
    to: '/companies',
    label: 'Unternehmen',
    activeOn: (path: string) => path === '/companies' || path.startsWith('/unternehmen/') || path.startsWith('/company/'),
  },
] as const;
