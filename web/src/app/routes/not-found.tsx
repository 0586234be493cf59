import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle('Seite nicht gefunden');
  return (
    <div className="container page page--narrow not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Seite nicht gefunden</h1>
      <p>Die Seite, die du suchst, gibt es nicht (mehr). Vielleicht hilft dir einer dieser Links weiter:</p>
      <div className="button-row">
        <Link className="btn btn--primary" to="/search">
          Praktika finden
        </Link>
        <Link className="btn btn--secondary" to="/home">
          Zur Startseite
        </Link>
      </div>
    </div>
  );
}
