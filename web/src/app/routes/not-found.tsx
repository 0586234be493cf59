import { Link } from 'react-router-dom';
import { t } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { paths } from '../paths';

export function NotFoundRoute() {
  useDocumentTitle(t('page.notFound.title'));
  return (
    <div className="container page page--narrow not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('page.notFound.title')}</h1>
      <p>{t('page.notFound.text')}</p>
      <div className="button-row">
        <Link className="btn btn--primary" to={paths.search.to()}>
          {t('page.notFound.search')}
        </Link>
        <Link className="btn btn--secondary" to={paths.home.to()}>
          {t('page.notFound.home')}
        </Link>
      </div>
    </div>
  );
}
