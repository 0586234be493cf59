import type { MessageKey, OperatorCompany, OperatorEvent, OperatorListing, OperatorPage } from '@praxisnah/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonCard } from '@/components/ui/skeleton-card';
import { TabPanel, Tabs } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/features/auth';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOperatorList, type OperatorListFilters, type OperatorListKind } from '../api/get-operator-list';
import { useModerate, type ModerationAction } from '../api/moderate';
import { useRegion, useRegions } from '../api/regions';
import { AuditLogList } from './audit-log-list';
import { OperatorFilters as DeskFilters } from './operator-filters';
import { CompanyRow, OfferRow, type RowAction } from './moderation-rows';
import { Pager } from './pager';
import { ReasonDialog } from './reason-dialog';
import { RegionAnalyticsPanel } from './region-analytics';
import { RegionEventForm } from './region-event-form';
import { t } from '@/lib/messages';
import '@/lib/message-parts/operators';

type DeskTab = OperatorListKind | 'zahlen' | 'protokoll';
const TABS: { id: DeskTab; label: MessageKey }[] = [
  { id: 'companies', label: 'operators.desk.tabCompanies' },
  { id: 'listings', label: 'operators.desk.tabListings' },
  { id: 'events', label: 'operators.desk.tabEvents' },
  { id: 'zahlen', label: 'operators.desk.tabNumbers' },
  { id: 'protokoll', label: 'operators.desk.tabProtocol' },
];
const EMPTY_FILTERS: OperatorListFilters = { q: '', visibility: 'alle', verified: 'alle', region: '', page: 1 };
const parseTab = (value: string | null): DeskTab => TABS.find((tab) => tab.id === value)?.id ?? 'companies';

interface PendingReason {
  title: string;
  intro: string;
  confirmLabel: string;
  build: (reason: string) => ModerationAction;
}

const SUCCESS: Record<ModerationAction['kind'], MessageKey> = {
  verify: 'operators.desk.done.verify',
  unverify: 'operators.desk.done.unverify',
  hide: 'operators.desk.done.hide',
  unhide: 'operators.desk.done.unhide',
  suspend: 'operators.desk.done.suspend',
  reactivate: 'operators.desk.done.reactivate',
};

const lastPage = <T,>(page: OperatorPage<T> | undefined) => (page ? Math.ceil(page.total / page.pageSize) : 0);

/**
 * /regional-manager: the region's companies, listings and events with search and filters, and the moderation actions
 * (admins see every region, may filter by one, and may also suspend companies). The protocol tab lists what happened.
 */
export function ModerationDesk() {
  const auth = useAuth();
  const isAdmin = auth.status === 'authenticated' && auth.user.role === 'admin';
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get('tab'));
  const [filters, setFilters] = useState<OperatorListFilters>(EMPTY_FILTERS);
  const debouncedQ = useDebouncedValue(filters.q, 300);
  const kind: OperatorListKind = tab === 'protokoll' || tab === 'zahlen' ? 'companies' : tab;
  const list = useOperatorList(kind, { ...filters, q: debouncedQ });
  const ownRegion = useRegion(undefined, !isAdmin);
  const regions = useRegions(isAdmin);
  const moderate = useModerate();
  const [pending, setPending] = useState<PendingReason | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const regionName = isAdmin ? t('operators.common.allRegions') : ownRegion.data?.name;
  useDocumentTitle(
    isAdmin
      ? t('operators.desk.adminTitle')
      : regionName
        ? t('operators.desk.managerTitleWithRegion', { region: regionName })
        : t('operators.desk.managerTitle'),
  );

  const run = async (action: ModerationAction) => {
    try {
      await moderate.mutateAsync(action);
      toast({ title: t(SUCCESS[action.kind]), variant: 'success' });
      setPending(null);
    } catch (error) {
      const message = error instanceof Error ? error.message : t('operators.common.failed');
      if (pending) setDialogError(message);
      else toast({ title: t('operators.desk.actionFailed'), description: message, variant: 'error' });
    }
  };

  const askReason = (reason: PendingReason) => {
    setDialogError(null);
    setPending(reason);
  };

  const onCompany = (company: OperatorCompany, action: RowAction) => {
    if (action === 'suspend') {
      askReason({
        title: t('operators.desk.suspendTitle', { name: company.name }),
        intro: t('operators.desk.suspendIntro'),
        confirmLabel: t('operators.company.suspend'),
        build: (reason) => ({ kind: 'suspend', companyId: company.id, reason }),
      });
    } else if (action === 'verify' || action === 'unverify' || action === 'reactivate') {
      void run({ kind: action, companyId: company.id });
    }
  };

  const onOffer = (target: 'listings' | 'events', offer: { id: string; title: string }, action: RowAction) => {
    if (action === 'hide') {
      askReason({
        title: t('operators.desk.hideTitle', { title: offer.title }),
        intro: t('operators.desk.hideIntro'),
        confirmLabel: t('operators.offer.hide'),
        build: (reason) => ({ kind: 'hide', target, id: offer.id, reason }),
      });
    } else if (action === 'unhide') {
      void run({ kind: 'unhide', target, id: offer.id });
    }
  };

  const selectTab = (next: DeskTab) => {
    setFilters(EMPTY_FILTERS);
    setSearchParams(next === 'companies' ? {} : { tab: next }, { replace: true });
  };
  const items = list.data?.items ?? [];

  return (
    <div className="container page operator-page">
      <header className="operator-page__header">
        <h1>{isAdmin ? t('operators.desk.adminTitle') : t('operators.desk.managerTitle')}</h1>
        {regionName ? <p className="muted">{regionName}</p> : null}
      </header>
      <Tabs
        items={TABS.map((item) => ({ ...item, label: t(item.label) }))}
        value={tab}
        onChange={selectTab}
        label={t('operators.common.sections')}
        idPrefix="desk"
      />
      {TABS.map(({ id }) => (
        <TabPanel key={id} idPrefix="desk" id={id}>
          {id !== tab ? null : id === 'protokoll' ? (
            <AuditLogList />
          ) : id === 'zahlen' ? (
            <RegionAnalyticsPanel regions={isAdmin ? (regions.data ?? []) : null} />
          ) : (
            <>
              <DeskFilters kind={id} filters={filters} regions={isAdmin ? (regions.data ?? []) : null} onChange={setFilters} />
              {id === 'events' ? <RegionEventForm regions={isAdmin ? (regions.data ?? []) : null} /> : null}
              <p className="muted" aria-live="polite">
                {list.data ? t('operators.desk.count', { count: list.data.total }) : t('operators.desk.loading')}
              </p>
              {list.isPending ? (
                <SkeletonCard />
              ) : list.isError ? (
                <EmptyState title={t('operators.desk.loadFailed')}>{list.error.message}</EmptyState>
              ) : items.length === 0 ? (
                <EmptyState title={t('operators.desk.empty')}>{t('operators.desk.emptyHint')}</EmptyState>
              ) : (
                <ul className="operator-list">
                  {id === 'companies'
                    ? (items as OperatorCompany[]).map((company) => (
                        <CompanyRow
                          key={company.id}
                          company={company}
                          isAdmin={isAdmin}
                          busy={moderate.isPending}
                          onAction={(action) => onCompany(company, action)}
                        />
                      ))
                    : id === 'listings'
                      ? (items as OperatorListing[]).map((listing) => (
                          <OfferRow
                            key={listing.id}
                            offer={{ ...listing, kind: 'listing' }}
                            busy={moderate.isPending}
                            onAction={(action) => onOffer('listings', listing, action)}
                          />
                        ))
                      : (items as OperatorEvent[]).map((event) => (
                          <OfferRow
                            key={event.id}
                            offer={{ ...event, kind: 'event' }}
                            busy={moderate.isPending}
                            onAction={(action) => onOffer('events', event, action)}
                          />
                        ))}
                </ul>
              )}
              <Pager page={list.data?.page ?? 1} last={lastPage(list.data)} onPage={(page) => setFilters({ ...filters, page })} />
            </>
          )}
        </TabPanel>
      ))}
      <ReasonDialog
        key={pending?.title ?? 'none'}
        open={pending !== null}
        title={pending?.title ?? ''}
        intro={pending?.intro ?? ''}
        confirmLabel={pending?.confirmLabel ?? ''}
        busy={moderate.isPending}
        error={dialogError}
        onConfirm={(reason) => pending && void run(pending.build(reason))}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
