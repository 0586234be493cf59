import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { t } from '@/lib/messages';
import '@/lib/message-parts/companies';

/**
 * An edit screen whose item does not exist (any more) or belongs to another company: the API answers both alike, so
 * the text does too. Offers the way back to the dashboard tab the item lives in.
 */
export function EditorNotFound({ title, backTo, children }: { title: string; backTo: string; children: ReactNode }) {
  return (
    <EmptyState title={title} icon="🔎">
      <p>{children}</p>
      <Link className="btn btn--primary" to={backTo}>
        {t('editor.backToDashboard')}
      </Link>
    </EmptyState>
  );
}
