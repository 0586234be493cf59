import { useId } from 'react';
import type { CreateListingInput } from '@praxisnah/contracts';
import { useWatch, type Control } from 'react-hook-form';
import { ListingCard } from '@/features/listings';
import { t } from '@/lib/messages';
import { toPreviewCard, type ListingCompany, type ListingFormValues } from '../hooks/listing-form';
import '@/lib/message-parts/companies';

/** The search card as visitors will see it, updated while typing. It is a picture: nothing in it acts or leads anywhere. */
export function ListingPreview({
  control,
  company,
}: {
  control: Control<ListingFormValues, unknown, CreateListingInput>;
  company: ListingCompany;
}) {
  const headingId = useId();
  const values = useWatch({ control }) as ListingFormValues;
  const card = toPreviewCard(values, company);
  const visible = values.status === 'aktiv';
  return (
    <section className="listing-preview" aria-labelledby={headingId}>
      <h2 id={headingId} className="listing-preview__title">
        {t('editor.listing.preview')}
      </h2>
      <p className="muted listing-preview__note">
        {values.isAusbildung ? t('editor.listing.previewWhereAusbildung') : t('editor.listing.previewWhereInternship')}{' '}
        {visible ? t('editor.listing.previewVisible') : t('editor.listing.previewHidden')}
      </p>
      <div className="listing-preview__card" inert>
        <ListingCard listing={card} preview />
      </div>
    </section>
  );
}
