import type { ListingCard } from '@praxisnah/contracts';
import { useTakeoverChanceLabel } from '@/lib/catalog/get-ausbildung-options';
import { formatMonthlyPay, startLabel } from '@/lib/format';
import { t } from '@/lib/messages';

type AusbildungFactsOf = Pick<
  ListingCard,
  'ausbildungStart' | 'ausbildungDauer' | 'ausbildungsAbschluss' | 'vergütung1Jahr' | 'übernahmeChance'
>;

/** The Ausbildung facts, the same on the card and on the detail page; each sits in the caller's `<dl>`. */
export function AusbildungFacts({ listing }: { listing: AusbildungFactsOf }) {
  const takeover = useTakeoverChanceLabel(listing.übernahmeChance);
  return (
    <>
      {listing.ausbildungStart ? (
        <div>
          <dt>{t('listing.start')}</dt>
          <dd>{startLabel(listing.ausbildungStart)}</dd>
        </div>
      ) : null}
      {listing.ausbildungDauer ? (
        <div>
          <dt>{t('listing.duration')}</dt>
          <dd>{t('listing.durationMonths', { months: listing.ausbildungDauer })}</dd>
        </div>
      ) : null}
      {listing.ausbildungsAbschluss ? (
        <div>
          <dt>{t('listing.degree')}</dt>
          <dd>{listing.ausbildungsAbschluss}</dd>
        </div>
      ) : null}
      {listing.vergütung1Jahr !== null && listing.vergütung1Jahr !== undefined ? (
        <div>
          <dt>{t('listing.pay')}</dt>
          <dd>{formatMonthlyPay(listing.vergütung1Jahr)}</dd>
        </div>
      ) : null}
      {takeover ? (
        <div>
          <dt>{t('listing.takeover')}</dt>
          <dd>{takeover}</dd>
        </div>
      ) : null}
    </>
  );
}
