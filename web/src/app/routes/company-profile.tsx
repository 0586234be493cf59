import { useParams } from 'react-router-dom';
import { CompanyProfileView } from '@/features/companies';

export function CompanyProfileRoute() {
  const { slug = '' } = useParams();
  return <CompanyProfileView key={slug} slug={slug} />;
}
