import { SearchPage } from '@/features/listings';
import { t } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';

export function InternshipSearchRoute() {
  useDocumentTitle(t('page.search.internship.title'));
  return <SearchPage key="internship" kind="internship" />;
}

export function AusbildungSearchRoute() {
  useDocumentTitle(t('page.search.ausbildung.title'));
  return <SearchPage key="ausbildung" kind="ausbildung" />;
}
