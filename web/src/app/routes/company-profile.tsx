import { useParams } from 'react-router-dom';
import { CompanyProfileView } from '@/features/companies';
import { ListingCard } from '@/features/listings';

export function CompanyProfileRoute() {
  const { slug = '' } = useParams();
  return <CompanyProfileView key={slug} slug={slug} renderListing={(listing) => <ListingCard listing={listing} />} />;
}
