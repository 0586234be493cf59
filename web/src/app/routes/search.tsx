import { SearchPage } from '@/features/listings';
import { useDocumentTitle } from '@/lib/use-document-title';

export function InternshipSearchRoute() {
  useDocumentTitle('Praktika finden');
  return <SearchPage key="internship" kind="internship" />;
}

export function AusbildungSearchRoute() {
  useDocumentTitle('Ausbildungsplätze finden');
  return <SearchPage key="ausbildung" kind="ausbildung" />;
}
