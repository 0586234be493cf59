import { HomePage } from '@/features/home';
import { t } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';

export function HomeRoute() {
  useDocumentTitle(t('page.home.title'));
  return <HomePage />;
}
