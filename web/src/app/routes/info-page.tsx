import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

export const COMPANY = {
  name: 'Praxisnah GmbH',
  street: 'Domstraße 10',
  city: '50668 Köln',
  email: 'kontakt@praxisnah.de',
  privacyEmail: 'datenschutz@praxisnah.de',
  phone: '0221 98765430',
  managingDirector: 'Julia Berger',
  register: 'Amtsgericht Köln, HRB 112233',
  vatId: 'DE 312345678',
} as const;

export function InfoPage({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="container page page--text">
      <h1>{title}</h1>
      {lead ? <p className="hero__lead">{lead}</p> : null}
      <div className="prose">{children}</div>
    </div>
  );
}
