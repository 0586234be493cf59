import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { ListingEditor } from '@/features/company-listings/editor';
import { t } from '@/lib/messages';
import '@/styles/company.css';
import '@/lib/message-parts/companies';

function EditorPage({ title, lead, children }: { title: string; lead: string; children: React.ReactNode }) {
  return (
    <div className="container page editor-page">
      <nav aria-label={t('editor.backLabel')} className="detail__back">
        <Link to="/dashboard">
          <Icon name="arrowLeft" size={16} /> {t('editor.backToDashboard')}
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
      title={kind === 'ausbildung' ? t('editor.listing.createAusbildung') : t('editor.listing.createInternship')}
      lead={t('editor.listing.createLead')}
    >
      <ListingEditor kind={kind} />
    </EditorPage>
  );
}

/** /edit-internship/{id}: only the company's own listings; others show a German not-found message. */
export function EditInternshipRoute() {
  const { id = '' } = useParams();
  return (
    <EditorPage title={t('editor.listing.editTitle')} lead={t('editor.listing.editLead')}>
      <ListingEditor key={id} listingId={id} />
    </EditorPage>
  );
}
