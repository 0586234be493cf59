import type { ReactNode } from 'react';
import { t } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The operator's details on the legal and contact pages: texts an admin may correct, so each is read at render. */
export const COMPANY = {
  get name() {
    return t('company.name');
  },
  get street() {
    return t('company.street');
  },
  get city() {
    return t('company.city');
  },
  get email() {
    return t('company.email');
  },
  get privacyEmail() {
    return t('company.privacyEmail');
  },
  get phone() {
    return t('company.phone');
  },
  get managingDirector() {
    return t('company.managingDirector');
  },
  get register() {
    return t('company.register');
  },
  get vatId() {
    return t('company.vatId');
  },
};

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
