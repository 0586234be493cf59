import { HomePage } from '@/features/home';
import { useDocumentTitle } from '@/lib/use-document-title';

export function HomeRoute() {
  useDocumentTitle('Praktika, Ausbildung und Unternehmen in deiner Nähe');
  return <HomePage />;
}
