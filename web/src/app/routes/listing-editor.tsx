import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { ListingEditor } from '@/features/company-listings/editor';
import '@/styles/company.css';

function EditorPage({ title, lead, children }: { title: string; lead: string; children: React.ReactNode }) {
  return (
    <div className="container page editor-page">
      <nav aria-label="Zurück" className="detail__back">
        <Link to="/dashboard">
          <Icon name="arrowLeft" size={16} /> Zum Dashboard
        </Link>
      </nav>
      <h1>{title}</h1>
      <p className="muted">{lead}</p>
      {children}
    </div>
  );
}

/** /create-internship (?art=ausbildung starts with an Ausbildung place). */
export function CreateInternshipRoute() {
  const [params] = useSearchParams();
  const kind = params.get('art') === 'ausbildung' ? 'ausbildung' : 'internship';
  return (
    <EditorPage
      title={kind === 'ausbildung' ? 'Neuen Ausbildungsplatz anlegen' : 'Neues Praktikum anlegen'}
      lead="Neue Angebote starten als Entwurf. Mit „Veröffentlichen“ erscheinen sie in der Suche."
    >
      <ListingEditor kind={kind} />
    </EditorPage>
  );
}

/** /edit-internship/{id}: only the company's own listings; others show a German not-found message. */
export function EditInternshipRoute() {
  const { id = '' } = useParams();
  return (
    <EditorPage
      title="Angebot bearbeiten"
      lead="Änderungen an aktiven Angeboten sind nach dem Speichern in wenigen Sekunden in der Suche zu sehen."
    >
      <ListingEditor key={id} listingId={id} />
    </EditorPage>
  );
}
