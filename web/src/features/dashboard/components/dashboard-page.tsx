import { LISTING_STATUSES, type ListingStatus } from '@praxisnah/contracts';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { SkeletonCard } from '@/components/ui/skeleton-card';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth';
import { useOwnEvents } from '@/features/company-events';
import { listingStatusLabel, useOwnListings } from '@/features/company-listings';
import { useOwnCompany } from '@/features/company-settings';
import { t } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { filterOwnEvents, filterOwnListings, sortByUpdated } from '../hooks/filter-own';
import { CompanyAnalyticsPanel } from './company-analytics';
import { EventRow } from './event-row';
import { FirstSteps } from './first-steps';
import { ListingRow } from './listing-row';
import { paths } from '@/app/paths';
import '@/lib/message-parts/companies';

type DashboardTab = 'praktika' | 'ausbildung' | 'events';
const TABS: DashboardTab[] = ['praktika', 'ausbildung', 'events'];
const parseTab = (value: string | null): DashboardTab => TABS.find((tab) => tab === value) ?? 'praktika';

function LoadingRows() {
  return (
    <div className="own-list" aria-hidden="true">
      <SkeletonCard />
      <SkeletonCard />
    </div>
  );
}

/** /dashboard: the company's internships, Ausbildung places and events with status, numbers and actions. */
export function DashboardPage() {
  useDocumentTitle(t('dashboard.title'));
  const auth = useAuth();
  const searchId = useId();
  const statusId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get('tab'));
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<ListingStatus | 'alle'>('alle');
  const company = useOwnCompany();
  const listings = useOwnListings();
  const events = useOwnEvents();

  const all = sortByUpdated(listings.data ?? []);
  const internships = all.filter((listing) => !listing.isAusbildung);
  const ausbildung = all.filter((listing) => listing.isAusbildung);
  const ownEvents = events.data ?? [];
  const isNew = listings.isSuccess && events.isSuccess && all.length === 0 && ownEvents.length === 0;
  const companyName = company.data?.name ?? (auth.status === 'authenticated' ? auth.company?.name : undefined);
  const slug = company.data?.slug ?? (auth.status === 'authenticated' ? auth.company?.slug : undefined);

  const shownListings = filterOwnListings(tab === 'ausbildung' ? ausbildung : internships, query, status);
  const shownEvents = filterOwnEvents(ownEvents, query);
  const filtering = query.trim() !== '' || status !== 'alle';

  const selectTab = (next: DashboardTab) => setSearchParams(next === 'praktika' ? {} : { tab: next }, { replace: true });
  const resetFilters = () => {
    setQuery('');
    setStatus('alle');
  };

  const stats = [
    { label: t('dashboard.stats.active'), value: all.filter((listing) => listing.status === 'aktiv').length },
    { label: t('dashboard.stats.drafts'), value: all.filter((listing) => listing.status === 'entwurf').length },
    { label: t('dashboard.stats.views'), value: all.reduce((sum, listing) => sum + listing.views, 0) },
    { label: t('dashboard.stats.favourites'), value: all.reduce((sum, listing) => sum + listing.favourites, 0) },
  ];

  const tabItems = [
    { id: 'praktika' as const, label: t('dashboard.tab.internships', { count: internships.length }) },
    { id: 'ausbildung' as const, label: t('dashboard.tab.ausbildung', { count: ausbildung.length }) },
    { id: 'events' as const, label: t('dashboard.tab.events', { count: ownEvents.length }) },
  ];

  const listError = tab === 'events' ? events.error : listings.error;
  const tabCount = tab === 'events' ? ownEvents.length : tab === 'ausbildung' ? ausbildung.length : internships.length;

  return (
    <div className="container page dashboard">
      <header className="dashboard__header">
        <div>
          <h1>{t('dashboard.title')}</h1>
          {companyName ? <p className="muted dashboard__company">{companyName}</p> : null}
        </div>
        <div className="button-row dashboard__create">
          <ButtonLink to={paths.createInternship.to()} size="sm">
            <Icon name="plus" size={16} /> {t('dashboard.newInternship')}
          </ButtonLink>
          <ButtonLink to={paths.createInternship.to('ausbildung')} size="sm">
            <Icon name="plus" size={16} /> {t('dashboard.newAusbildung')}
          </ButtonLink>
          <ButtonLink to={paths.createEvent.to()} size="sm" variant="secondary">
            <Icon name="plus" size={16} /> {t('dashboard.newEvent')}
          </ButtonLink>
        </div>
      </header>
      <nav className="dashboard__links" aria-label={t('dashboard.accountNav')}>
        <ButtonLink to={paths.companyProfileSettings.to()} variant="ghost" size="sm">
          <Icon name="building" size={16} /> {t('dashboard.editProfile')}
        </ButtonLink>
        {slug ? (
          <ButtonLink to={paths.companyProfile.to(slug)} variant="ghost" size="sm">
            <Icon name="eye" size={16} /> {t('dashboard.publicProfile')}
          </ButtonLink>
        ) : null}
        <ButtonLink to={paths.eventParticipants.to()} variant="ghost" size="sm">
          <Icon name="users" size={16} /> {t('dashboard.participants')}
        </ButtonLink>
        <ButtonLink to={paths.companySettings.to('konto')} variant="ghost" size="sm">
          <Icon name="lock" size={16} /> {t('dashboard.changePassword')}
        </ButtonLink>
      </nav>

      {isNew ? <FirstSteps company={company.data} /> : null}

      {!isNew ? (
        <dl className="dashboard__stats">
          {stats.map((stat) => (
            <div key={stat.label} className="card dashboard__stat">
              <dt>{stat.label}</dt>
              <dd>{listings.isSuccess ? stat.value : '–'}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      <Tabs
        items={tabItems}
        value={tab}
        onChange={selectTab}
        label={t('dashboard.tabsLabel')}
        idPrefix="dashboard"
        className="dashboard__tabs"
      />
      <TabPanel idPrefix="dashboard" id={tab} className="dashboard__panel">
        <div className="dashboard__filters" role="search" hidden={!filtering && tabCount === 0}>
          <div className="field">
            <label htmlFor={searchId}>{tab === 'events' ? t('dashboard.searchEvents') : t('dashboard.searchOffers')}</label>
            <div className="input-with-action">
              <Icon name="search" size={18} className="input-icon" />
              <input
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={tab === 'events' ? t('dashboard.searchEventsPlaceholder') : t('dashboard.searchOffersPlaceholder')}
              />
            </div>
          </div>
          {tab === 'events' ? null : (
            <div className="field">
              <label htmlFor={statusId}>{t('dashboard.status')}</label>
              <select id={statusId} value={status} onChange={(event) => setStatus(event.target.value as ListingStatus | 'alle')}>
                <option value="alle">{t('dashboard.statusAll')}</option>
                {LISTING_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {listingStatusLabel(value)}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>

        {listError ? (
          <div className="error-state" role="alert">
            <p>
              {t('dashboard.loadError')} {listError.message}
            </p>
            <Button onClick={() => void (tab === 'events' ? events.refetch() : listings.refetch())}>{t('dashboard.retry')}</Button>
          </div>
        ) : (tab === 'events' ? events.isPending : listings.isPending) ? (
          <LoadingRows />
        ) : tab === 'events' ? (
          shownEvents.length ? (
            <ul className="own-list" aria-label={t('dashboard.eventsList')}>
              {shownEvents.map((event) => (
                <EventRow key={event.id} event={event} />
              ))}
            </ul>
          ) : filtering ? (
            <EmptyState title={t('dashboard.noEventsFound')} icon="🔍">
              <Button variant="secondary" onClick={resetFilters}>
                {t('dashboard.resetSearch')}
              </Button>
            </EmptyState>
          ) : (
            <EmptyState title={t('dashboard.noEvents')} icon="🎪">
              <p>{t('dashboard.noEventsHint')}</p>
              <ButtonLink to={paths.createEvent.to()}>{t('dashboard.createEvent')}</ButtonLink>
            </EmptyState>
          )
        ) : shownListings.length ? (
          <ul className="own-list" aria-label={tab === 'ausbildung' ? t('dashboard.ausbildungList') : t('dashboard.internshipsList')}>
            {shownListings.map((listing) => (
              <ListingRow key={listing.id} listing={listing} />
            ))}
          </ul>
        ) : filtering ? (
          <EmptyState title={t('dashboard.noOffersFound')} icon="🔍">
            <p>{t('dashboard.noOffersFoundHint')}</p>
            <Button variant="secondary" onClick={resetFilters}>
              {t('dashboard.resetSearch')}
            </Button>
          </EmptyState>
        ) : (
          <EmptyState title={tab === 'ausbildung' ? t('dashboard.noAusbildung') : t('dashboard.noInternships')} icon="📋">
            <ButtonLink to={paths.createInternship.to(tab === 'ausbildung' ? 'ausbildung' : undefined)}>
              {tab === 'ausbildung' ? t('dashboard.createAusbildung') : t('dashboard.createInternship')}
            </ButtonLink>
          </EmptyState>
        )}
        <p className="visually-hidden" role="status">
          {filtering ? t('dashboard.matches', { count: tab === 'events' ? shownEvents.length : shownListings.length }) : ''}
        </p>
      </TabPanel>

      {!isNew ? <CompanyAnalyticsPanel /> : null}
    </div>
  );
}
