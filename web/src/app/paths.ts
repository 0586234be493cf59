/** Every route of product.md section 2 the client serves, as a typed object: `path` for the router, `to()` for links. */
const enc = encodeURIComponent;

export const paths = {
  root: { path: '/', to: () => '/' },
  home: { path: '/home', to: () => '/home' },
  search: { path: '/search', to: () => '/search' },
  ausbildungSearch: { path: '/ausbildung-search', to: () => '/ausbildung-search' },
  internship: { path: '/internship/:id', to: (id: string) => `/internship/${enc(id)}` },
  companies: { path: '/companies', to: () => '/companies' },
  companyProfile: { path: '/unternehmen/:slug', to: (slug: string) => `/unternehmen/${enc(slug)}` },
  companyProfileAlias: { path: '/company/:slug', to: (slugOrId: string) => `/company/${enc(slugOrId)}` },
  ausbildungsmesse: { path: '/ausbildungsmesse', to: () => '/ausbildungsmesse' },
  events: { path: '/events', to: () => '/events' },
  event: { path: '/events/:id', to: (id: string) => `/events/${enc(id)}` },
  eventDetailAlias: { path: '/event-detail/:id', to: (id: string) => `/event-detail/${enc(id)}` },
  eventRegistration: { path: '/event-registration/:id', to: (id: string) => `/event-registration/${enc(id)}` },
  /** The visitor's talk booking page, opened from the confirmation mail (the token says who it is). */
  eventTalks: {
    path: '/event-registration/:id/gespraeche',
    to: (id: string, token?: string) => `/event-registration/${enc(id)}/gespraeche${token ? `?token=${enc(token)}` : ''}`,
  },
  eventManagement: { path: '/event-management/:id', to: (id: string) => `/event-management/${enc(id)}` },
  emailTemplates: { path: '/email-templates', to: () => '/email-templates' },
  eventPremiumService: { path: '/event-premium-service', to: () => '/event-premium-service' },
  eventParticipants: { path: '/event-participants', to: () => '/event-participants' },
  exhibitorApplication: { path: '/exhibitor-application/:id', to: (id: string) => `/exhibitor-application/${enc(id)}` },
  cancelRegistration: { path: '/cancel-registration/:id', to: (id: string) => `/cancel-registration/${enc(id)}` },
  companyAuth: { path: '/company-auth', to: () => '/company-auth' },
  login: { path: '/login', to: () => '/login' },
  register: { path: '/register', to: () => '/register' },
  pricing: { path: '/pricing', to: () => '/pricing' },
  promoCodes: { path: '/promo-codes', to: () => '/promo-codes' },
  quickRegister: { path: '/quick-register', to: (pkg: string) => `/quick-register?package=${enc(pkg)}` },
  verifyEmail: { path: '/verify-email', to: () => '/verify-email' },
  resendVerification: { path: '/resend-verification', to: () => '/resend-verification' },
  emailSetupInfo: { path: '/email-setup-info', to: () => '/email-setup-info' },
  forgotPassword: { path: '/forgot-password', to: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', to: () => '/reset-password' },
  // Company area: signed-in company users only.
  dashboard: { path: '/dashboard', to: (tab?: 'praktika' | 'ausbildung' | 'events') => (tab ? `/dashboard?tab=${tab}` : '/dashboard') },
  createInternship: {
    path: '/create-internship',
    to: (kind?: 'ausbildung') => (kind ? `/create-internship?art=${kind}` : '/create-internship'),
  },
  editInternship: { path: '/edit-internship/:id', to: (id: string) => `/edit-internship/${enc(id)}` },
  createEvent: { path: '/create-event', to: () => '/create-event' },
  editEvent: { path: '/edit-event/:id', to: (id: string) => `/edit-event/${enc(id)}` },
  companySettings: {
    path: '/company-settings',
    to: (tab?: 'konto' | 'rechnungen') => (tab ? `/company-settings?tab=${tab}` : '/company-settings'),
  },
  companyProfileSettings: { path: '/company-profile', to: () => '/company-profile' },
  // Ordering a package: signed-in company users; a visitor signs in first and comes back.
  checkout: {
    path: '/checkout',
    to: (pkg?: string, period?: 'monthly' | 'yearly', promo?: string) => {
      const query = new URLSearchParams();
      if (pkg) query.set('package', pkg);
      if (period && period !== 'monthly') query.set('period', period);
      if (promo) query.set('code', promo);
      const text = query.toString();
      return text ? `/checkout?${text}` : '/checkout';
    },
  },
  // SPEC names /payment beside /checkout without a screen of its own: the same checkout.
  payment: { path: '/payment', to: () => '/payment' },
  // The card/wallet provider's page; locally its test double, reached through the order's paymentRedirectUrl.
  paymentPage: { path: '/payment-page', to: (sessionId: string) => `/payment-page?session=${enc(sessionId)}` },
  paymentSuccess: { path: '/payment-success', to: (orderId: string) => `/payment-success?order=${enc(orderId)}` },
  paymentCancelled: { path: '/payment-cancelled', to: (orderId: string) => `/payment-cancelled?order=${enc(orderId)}` },
  // Operator area: admins and regional managers (the admin dashboard's content belongs to the analytics screens).
  adminDashboard: { path: '/admin-dashboard', to: () => '/admin-dashboard' },
  admin: { path: '/admin', to: () => '/admin' },
  regionalManager: { path: '/regional-manager', to: () => '/regional-manager' },
  regionSettings: { path: '/region-settings/:slug?', to: (slug?: string) => (slug ? `/region-settings/${enc(slug)}` : '/region-settings') },
  adminRegions: { path: '/admin-regions', to: () => '/admin-regions' },
  adminCodes: { path: '/admin-codes', to: (tab?: 'rechnungen') => (tab ? `/admin-codes?tab=${tab}` : '/admin-codes') },
  adminAusbildungOptions: { path: '/admin-ausbildung-options', to: () => '/admin-ausbildung-options' },
  adminMessageTranslations: { path: '/admin-message-translations', to: () => '/admin-message-translations' },
  createAdmin: { path: '/create-admin', to: () => '/create-admin' },
  // Development and tests only: the API answers 404 when NODE_ENV is production.
  testAdmin: { path: '/test-admin', to: () => '/test-admin' },
  applyRegionalManager: { path: '/apply/regional-manager', to: () => '/apply/regional-manager' },
  impressum: { path: '/impressum', to: () => '/impressum' },
  datenschutz: { path: '/datenschutz', to: () => '/datenschutz' },
  agb: { path: '/agb', to: () => '/agb' },
  faq: { path: '/faq', to: () => '/faq' },
  unternehmenStarten: { path: '/unternehmen-starten', to: () => '/unternehmen-starten' },
} as const;
