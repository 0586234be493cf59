import { CompanyDirectory } from '@/features/companies';
import { t } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import '@/lib/message-parts/companies';

export function CompaniesRoute() {
  useDocumentTitle(t('companies.directory.documentTitle'));
  return <CompanyDirectory />;
}
