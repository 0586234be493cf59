import { CompanyDirectory } from '@/features/companies';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CompaniesRoute() {
  useDocumentTitle('Unternehmen finden');
  return <CompanyDirectory />;
}
