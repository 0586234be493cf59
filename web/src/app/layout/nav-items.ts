/** The four main buttons of product.md section 2, with the paths on which each one is highlighted (labels read at render: `t`). */
export const MAIN_NAV = [
  {
    to: '/search',
    labelKey: 'nav.praktika',
    activeOn: (path: string) => path === '/' || path === '/search' || path.startsWith('/internship/'),
  },
  { to: '/ausbildung-search', labelKey: 'nav.ausbildung', activeOn: (path: string) => path === '/ausbildung-search' },
  {
    to: '/ausbildungsmesse',
    labelKey: 'nav.events',
    activeOn: (path: string) =>
      path === '/ausbildungsmesse' || path === '/events' || path.startsWith('/events/') || path.startsWith('/event-detail/'),
  },
  {
    to: '/companies',
    labelKey: 'nav.unternehmen',
    activeOn: (path: string) => path === '/companies' || path.startsWith('/unternehmen/') || path.startsWith('/company/'),
  },
] as const;
