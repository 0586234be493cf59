import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { Toaster } from '@/components/ui/toast';
import { ConsentDialog } from '@/features/consent';
import { recordAnalytics } from '@/lib/analytics';
import { t } from '@/lib/messages';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { Header } from './header';

function PageViewTracker() {
  const location = useLocation();
  useEffect(() => {
    // Wait a tick so the screen has set its document title.
    const timer = window.setTimeout(
      () => recordAnalytics({ eventType: 'page_view', eventData: { page: location.pathname, title: document.title } }),
      300,
    );
    return () => window.clearTimeout(timer);
  }, [location.pathname]);
  return null;
}

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('layout.skipLink')}
      </a>
      <Header />
      {navigation.state === 'loading' ? <div className="route-progress" role="progressbar" aria-label={t('layout.routeLoading')} /> : null}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <BottomBar />
      <Toaster />
      <ConsentDialog />
      <ScrollRestoration />
      <PageViewTracker />
    </div>
  );
}
