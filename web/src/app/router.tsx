import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@/components/ui/spinner';
import { RootLayout } from './layout/root-layout';
import { paths } from './paths';

/* Route modules load lazily, one chunk per screen (the account screens share one, the operator screens another). */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: LoadingScreen,
    children: [
      { path: paths.root.path, lazy: () => import('./routes/search').then((m) => ({ Component: m.InternshipSearchRoute })) },
      { path: paths.search.path, lazy: () => import('./routes/search').then((m) => ({ Component: m.InternshipSearchRoute })) },
      { path: paths.ausbildungSearch.path, lazy: () => import('./routes/search').then((m) => ({ Component: m.AusbildungSearchRoute })) },
      { path: paths.home.path, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
      {
        path: paths.internship.path,
        lazy: () => import('./routes/internship-detail').then((m) => ({ Component: m.InternshipDetailRoute })),
      },
      { path: paths.companies.path, lazy: () => import('./routes/companies').then((m) => ({ Component: m.CompaniesRoute })) },
      {
        path: paths.companyProfile.path,
        lazy: () => import('./routes/company-profile').then((m) => ({ Component: m.CompanyProfileRoute })),
      },
      {
        path: paths.companyProfileAlias.path,
        lazy: () => import('./routes/company-profile').then((m) => ({ Component: m.CompanyProfileRoute })),
      },
      { path: paths.ausbildungsmesse.path, lazy: () => import('./routes/events').then((m) => ({ Component: m.EventsRoute })) },
      { path: paths.events.path, lazy: () => import('./routes/events').then((m) => ({ Component: m.EventsRoute })) },
      { path: paths.event.path, lazy: () => import('./routes/event-detail').then((m) => ({ Component: m.EventDetailRoute })) },
      { path: paths.eventDetailAlias.path, lazy: () => import('./routes/event-detail').then((m) => ({ Component: m.EventDetailRoute })) },
      // Ausbildungsmessen: visitors' registration and cancellation (public).
      {
        path: paths.eventRegistration.path,
        lazy: () => import('./routes/event-registration').then((m) => ({ Component: m.EventRegistrationRoute })),
      },
      {
        path: paths.eventTalks.path,
        lazy: () => import('./routes/event-registration').then((m) => ({ Component: m.EventTalksRoute })),
      },
      {
        path: paths.cancelRegistration.path,
        lazy: () => import('./routes/event-registration').then((m) => ({ Component: m.CancelRegistrationRoute })),
      },
      // The organiser's screen: the owning company and admins (the API checks which event).
      {
        path: paths.eventManagement.path,
        lazy: () => import('./routes/event-management').then((m) => ({ Component: m.EventManagementRoute })),
      },
      { path: paths.companyAuth.path, lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })) },
      { path: paths.login.path, lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginRoute })) },
      // "Registrieren" means signing up, not the login page.
      { path: paths.register.path, lazy: () => import('./routes/accounts').then((m) => ({ Component: m.QuickRegisterRoute })) },
      { path: paths.pricing.path, lazy: () => import('./routes/pricing').then((m) => ({ Component: m.PricingRoute })) },
      { path: paths.promoCodes.path, lazy: () => import('./routes/promo-codes').then((m) => ({ Component: m.PromoCodesRoute })) },
      // Company sign-up, e-mail verification and password recovery (public).
      {
        path: paths.quickRegister.path,
        lazy: () => import('./routes/accounts').then((m) => ({ Component: m.QuickRegisterRoute })),
      },
      { path: paths.verifyEmail.path, lazy: () => import('./routes/accounts').then((m) => ({ Component: m.VerifyEmailRoute })) },
      {
        path: paths.resendVerification.path,
        lazy: () => import('./routes/accounts').then((m) => ({ Component: m.ResendVerificationRoute })),
      },
      {
        path: paths.emailSetupInfo.path,
        lazy: () => import('./routes/accounts').then((m) => ({ Component: m.EmailSetupInfoRoute })),
      },
      {
        path: paths.forgotPassword.path,
        lazy: () => import('./routes/accounts').then((m) => ({ Component: m.ForgotPasswordRoute })),
      },
      { path: paths.resetPassword.path, lazy: () => import('./routes/accounts').then((m) => ({ Component: m.ResetPasswordRoute })) },
      // The company area: signed-in company users only (the layout route checks the session and the role).
      {
        lazy: () => import('./routes/company-area').then((m) => ({ Component: m.CompanyAreaLayout })),
        children: [
          { path: paths.dashboard.path, lazy: () => import('./routes/dashboard').then((m) => ({ Component: m.DashboardRoute })) },
          {
            path: paths.createInternship.path,
            lazy: () => import('./routes/listing-editor').then((m) => ({ Component: m.CreateInternshipRoute })),
          },
          {
            path: paths.editInternship.path,
            lazy: () => import('./routes/listing-editor').then((m) => ({ Component: m.EditInternshipRoute })),
          },
          { path: paths.createEvent.path, lazy: () => import('./routes/event-editor').then((m) => ({ Component: m.CreateEventRoute })) },
          { path: paths.editEvent.path, lazy: () => import('./routes/event-editor').then((m) => ({ Component: m.EditEventRoute })) },
          {
            path: paths.emailTemplates.path,
            lazy: () => import('./routes/email-templates').then((m) => ({ Component: m.EmailTemplatesRoute })),
          },
          {
            path: paths.eventPremiumService.path,
            lazy: () => import('./routes/event-premium-service').then((m) => ({ Component: m.EventPremiumServiceRoute })),
          },
          {
            path: paths.eventParticipants.path,
            lazy: () => import('./routes/event-participants').then((m) => ({ Component: m.EventParticipantsRoute })),
          },
          {
            path: paths.exhibitorApplication.path,
            lazy: () => import('./routes/exhibitor-application').then((m) => ({ Component: m.ExhibitorApplicationRoute })),
          },
          {
            path: paths.companySettings.path,
            lazy: () => import('./routes/company-settings').then((m) => ({ Component: m.CompanySettingsRoute })),
          },
          {
            path: paths.companyProfileSettings.path,
            lazy: () => import('./routes/company-settings').then((m) => ({ Component: m.CompanySettingsRoute })),
          },
        ],
      },
      // Ordering a package: company users; a visitor signs in and comes back (one chunk for the whole flow).
      {
        lazy: () => import('./routes/company-area').then((m) => ({ Component: m.CheckoutAreaLayout })),
        children: [
          { path: paths.checkout.path, lazy: () => import('./routes/checkout').then((m) => ({ Component: m.CheckoutRoute })) },
          { path: paths.payment.path, lazy: () => import('./routes/checkout').then((m) => ({ Component: m.CheckoutRoute })) },
          { path: paths.paymentPage.path, lazy: () => import('./routes/checkout').then((m) => ({ Component: m.PaymentPageRoute })) },
          { path: paths.paymentSuccess.path, lazy: () => import('./routes/checkout').then((m) => ({ Component: m.PaymentSuccessRoute })) },
          {
            path: paths.paymentCancelled.path,
            lazy: () => import('./routes/checkout').then((m) => ({ Component: m.PaymentCancelledRoute })),
          },
        ],
      },
      {
        path: paths.adminDashboard.path,
        lazy: () => import('./routes/admin-dashboard').then((m) => ({ Component: m.AdminDashboardRoute })),
      },
      { path: paths.admin.path, lazy: () => import('./routes/admin-dashboard').then((m) => ({ Component: m.AdminDashboardRoute })) },
      // Operator area (admins and regional managers); the admin dashboard's routes are the analytics screens'.
      {
        path: paths.applyRegionalManager.path,
        lazy: () => import('./routes/operators').then((m) => ({ Component: m.ApplyRegionalManagerRoute })),
      },
      { path: paths.testAdmin.path, lazy: () => import('./routes/operators').then((m) => ({ Component: m.TestAdminRoute })) },
      {
        lazy: () => import('./routes/operator-area').then((m) => ({ Component: m.RegionAreaLayout })),
        children: [
          {
            path: paths.regionalManager.path,
            lazy: () => import('./routes/operators').then((m) => ({ Component: m.RegionalManagerRoute })),
          },
          { path: paths.regionSettings.path, lazy: () => import('./routes/operators').then((m) => ({ Component: m.RegionSettingsRoute })) },
        ],
      },
      {
        lazy: () => import('./routes/operator-area').then((m) => ({ Component: m.AdminAreaLayout })),
        children: [
          { path: paths.adminRegions.path, lazy: () => import('./routes/operators').then((m) => ({ Component: m.AdminRegionsRoute })) },
          { path: paths.createAdmin.path, lazy: () => import('./routes/operators').then((m) => ({ Component: m.CreateAdminRoute })) },
          {
            path: paths.adminAusbildungOptions.path,
            lazy: () => import('./routes/operators').then((m) => ({ Component: m.AusbildungOptionsRoute })),
          },
          {
            path: paths.adminMessageTranslations.path,
            lazy: () => import('./routes/operators').then((m) => ({ Component: m.MessageTranslationsRoute })),
          },
          { path: paths.adminCodes.path, lazy: () => import('./routes/admin-codes').then((m) => ({ Component: m.AdminCodesRoute })) },
        ],
      },
      { path: paths.impressum.path, lazy: () => import('./routes/legal').then((m) => ({ Component: m.ImpressumRoute })) },
      { path: paths.datenschutz.path, lazy: () => import('./routes/legal').then((m) => ({ Component: m.DatenschutzRoute })) },
      { path: paths.agb.path, lazy: () => import('./routes/legal').then((m) => ({ Component: m.AgbRoute })) },
      { path: paths.faq.path, lazy: () => import('./routes/faq').then((m) => ({ Component: m.FaqRoute })) },
      {
        path: paths.unternehmenStarten.path,
        lazy: () => import('./routes/unternehmen-starten').then((m) => ({ Component: m.UnternehmenStartenRoute })),
      },
      { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
