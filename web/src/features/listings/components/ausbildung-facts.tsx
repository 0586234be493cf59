import type { ListingCard } from '@praxisnah/contracts';
import { formatMonthlyPay, startLabel, takeoverChanceLabel } from '@/lib/format';

type AusbildungFactsOf = Pick<
  ListingCard,
  'ausbildungStart' | 'ausbildungDauer' | 'ausbildungsAbschluss' | 'vergütung1Jahr' | 'übernahmeChance'
>;

/** The Ausbildung facts, the same on the card and on the detail page; each sits in the caller's `<dl>`. */
export function AusbildungFacts({ listing }: { listing: AusbildungFactsOf }) {
  return (
    <>
      {listing.ausbildungStart ? (
        <div>
          <dt>Beginn</dt>
          <dd>{startLabel(listing.ausbildungStart)}</dd>
        </div>
      ) : null}
      {listing.ausbildungDauer ? (
        <div>
          <dt>Dauer</dt>
          <dd>{listing.ausbildungDauer} Monate</dd>
        </div>
      ) : null}
      {listing.ausbildungsAbschluss ? (
        <div>
          <dt>Abschluss</dt>
          <dd>{listing.ausbildungsAbschluss}</dd>
        </div>
      ) : null}
      {listing.vergütung1Jahr !== null && listing.vergütung1Jahr !== undefined ? (
        <div>
          <dt>Vergütung im 1. Jahr</dt>
          <dd>{formatMonthlyPay(listing.vergütung1Jahr)}</dd>
        </div>
      ) : null}
      {listing.übernahmeChance ? (
        <div>
          <dt>Übernahmechance</dt>
          <dd>{takeoverChanceLabel(listing.übernahmeChance)}</dd>
        </div>
      ) : null}
    </>
  );
}
