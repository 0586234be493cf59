import { useParams } from 'react-router-dom';
import { ListingDetailView } from '@/features/listings';

export function InternshipDetailRoute() {
  const { id = '' } = useParams();
  return <ListingDetailView key={id} id={id} />;
}
