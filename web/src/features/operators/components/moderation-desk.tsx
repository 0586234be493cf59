import type { OperatorCompany, OperatorEvent, OperatorListing, OperatorPage } from '@praxisnah/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
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
import { ReasonDialog } from './reason-dialog';
import { RegionAnalyticsPanel } from './region-analytics';
import { RegionEventForm } from './region-event-form';

type DeskTab = OperatorListKind | 'zahlen' | 'protokoll';
const TABS: { id: DeskTab; label: string }[] = [
  { id: 'companies', label: 'Unternehmen' },
  { id: 'listings', label: 'Angebote' },
  { id: 'events', label: 'Events' },
  { id: 'zahlen', label: 'Zahlen' },
  { id: 'protokoll', label: 'Protokoll' },
];
const EMPTY_FILTERS: OperatorListFilters = { q: '', visibility: 'alle', verified: 'alle', region: '', page: 1 };
const parseTab = (value: string | null): DeskTab => TABS.find((tab) => tab.id === value)?.id ?? 'companies';

interface PendingReason {
  title: string;
  intro: string;
  confirmLabel: string;
  build: (reason: string) => ModerationAction;
}

const SUCCESS: Record<ModerationAction['kind'], string> = {
  verify: 'Unternehmen verifiziert',
  unverify: 'Verifizierung entzogen',
  hide: 'Ausgeblendet – das Unternehmen wurde per E-Mail informiert',
  unhide: 'Wieder sichtbar – das Unternehmen wurde per E-Mail informiert',
  suspend: 'Unternehmen gesperrt',
  reactivate: 'Unternehmen reaktiviert',
};

function Pager<T>({ page, onPage }: { page: OperatorPage<T> | undefined; onPage: (page: number) => void }) {
  if (!page || page.total <= page.pageSize) return null;
  const last = Math.ceil(page.total / page.pageSize);
  return (
    <nav className="button-row operator-pager" aria-label="Seiten">
      <Button size="sm" variant="secondary" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
        Zurück
      </Button>
      <span>
        Seite {page.page} von {last}
      </span>
      <Button size="sm" variant="secondary" disabled={page.page >= last} onClick={() => onPage(page.page + 1)}>
        Weiter
      </Button>
    </nav>
  );
}

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
  const regionName = isAdmin ? 'Alle Regionen' : ownRegion.data?.name;
  useDocumentTitle(isAdmin ? 'Moderation' : `Meine Region${regionName ? ` ${regionName}` : ''}`);

  const run = async (action: ModerationAction) => {
    try {
      await moderate.mutateAsync(action);
      toast({ title: SUCCESS[action.kind], variant: 'success' });
      setPending(null);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Ein Fehler ist aufgetreten';
      if (pending) setDialogError(message);
      else toast({ title: 'Aktion fehlgeschlagen', description: message, variant: 'error' });
    }
  };

  const askReason = (reason: PendingReason) => {
    setDialogError(null);
    setPending(reason);
  };

  const onCompany = (company: OperatorCompany, action: RowAction) => {
    if (action === 'suspend') {
      askReason({
        title: `„${company.name}“ sperren`,
        intro:
          'Das Profil und alle Angebote und Events verschwinden aus der Suche. Gelöscht wird nichts; eine Reaktivierung stellt alles wieder her.',
        confirmLabel: 'Sperren',
        build: (reason) => ({ kind: 'suspend', companyId: company.id, reason }),
      });
    } else if (action === 'verify' || action === 'unverify' || action === 'reactivate') {
      void run({ kind: action, companyId: company.id });
    }
  };

  const onOffer = (target: 'listings' | 'events', offer: { id: string; title: string }, action: RowAction) => {
    if (action === 'hide') {
      askReason({
        title: `„${offer.title}“ ausblenden`,
        intro: 'Der Eintrag verschwindet aus der Suche, bleibt aber gespeichert. Das Unternehmen erhält die Begründung per E-Mail.',
        confirmLabel: 'Ausblenden',
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
        <h1>{isAdmin ? 'Moderation' : 'Meine Region'}</h1>
        {regionName ? <p className="muted">{regionName}</p> : null}
      </header>
      <Tabs items={TABS} value={tab} onChange={selectTab} label="Bereiche" idPrefix="desk" />
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
                {list.data ? `${list.data.total} Einträge` : 'Lädt...'}
              </p>
              {list.isPending ? (
                <SkeletonCard />
              ) : list.isError ? (
                <EmptyState title="Die Liste konnte nicht geladen werden">{list.error.message}</EmptyState>
              ) : items.length === 0 ? (
                <EmptyState title="Keine Einträge gefunden">Passen Sie die Suche oder die Filter an.</EmptyState>
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
              <Pager page={list.data} onPage={(page) => setFilters({ ...filters, page })} />
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
