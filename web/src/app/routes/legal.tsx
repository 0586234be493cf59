import type { PUBLIC_PAGE_MESSAGES } from '@praxisnah/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FAVOURITES_COOKIE } from '@/features/favourites';
import { CONSENT_KEY, CONSENT_VERSION } from '@/lib/consent-storage';
import { withElements } from '@/lib/message-elements';
import { paths } from '../paths';
import { COMPANY, InfoPage } from './info-page';
import { pageText } from './page-texts';

type PageKey = keyof typeof PUBLIC_PAGE_MESSAGES;

/** One clause with the operator's details filled in; `elements` put links or emphasis into its placeholders. */
function clause(key: PageKey, elements: Readonly<Record<string, ReactNode>> = {}): ReactNode[] {
  return withElements(pageText(key), { ...COMPANY, ...elements });
}

const mailLink = (address: string) => <a href={`mailto:${address}`}>{address}</a>;
const lead = (key: PageKey) => <strong>{pageText(key)}</strong>;

/** A numbered or titled part of a legal page: its heading and its paragraph, each a text of its own. */
function Section({ heading, text, elements }: { heading: PageKey; text: PageKey; elements?: Readonly<Record<string, ReactNode>> }) {
  return (
    <>
      <h2>{pageText(heading)}</h2>
      <p>{clause(text, elements)}</p>
    </>
  );
}

export function ImpressumRoute() {
  const email = { email: mailLink(COMPANY.email) };
  return (
    <InfoPage title={pageText('legal.impressum.title')}>
      <Section heading="legal.impressum.provider.heading" text="legal.impressum.provider.address" />
      <Section heading="legal.impressum.representative.heading" text="legal.impressum.representative.text" />
      <Section heading="legal.impressum.contact.heading" text="legal.impressum.contact.text" elements={email} />
      <Section heading="legal.impressum.register.heading" text="legal.impressum.register.text" />
      <Section heading="legal.impressum.vat.heading" text="legal.impressum.vat.text" />
      <Section heading="legal.impressum.responsible.heading" text="legal.impressum.responsible.text" />
      <Section heading="legal.impressum.disputes.heading" text="legal.impressum.disputes.text" />
      <Section heading="legal.impressum.liability.heading" text="legal.impressum.liability.text" elements={email} />
    </InfoPage>
  );
}

export function DatenschutzRoute() {
  const email = { email: mailLink(COMPANY.privacyEmail) };
  return (
    <InfoPage title={pageText('legal.datenschutz.title')} lead={pageText('legal.datenschutz.lead')}>
      <Section heading="legal.datenschutz.controller.heading" text="legal.datenschutz.controller.text" elements={email} />

      <h2>{pageText('legal.datenschutz.summary.heading')}</h2>
      <ul>
        <li>{pageText('legal.datenschutz.summary.noAccount')}</li>
        <li>{pageText('legal.datenschutz.summary.consent')}</li>
        <li>{pageText('legal.datenschutz.summary.noTracking')}</li>
        <li>{pageText('legal.datenschutz.summary.noSharing')}</li>
      </ul>

      <Section heading="legal.datenschutz.serverLogs.heading" text="legal.datenschutz.serverLogs.text" />

      <h2>{pageText('legal.datenschutz.device.heading')}</h2>
      <p>{pageText('legal.datenschutz.device.intro')}</p>
      <ul>
        <li>
          {clause('legal.datenschutz.device.consent.text', {
            lead: lead('legal.datenschutz.device.consent.lead'),
            storageKey: CONSENT_KEY,
            version: CONSENT_VERSION,
          })}
        </li>
        <li>
          {clause('legal.datenschutz.device.favourites.text', {
            lead: lead('legal.datenschutz.device.favourites.lead'),
            cookie: FAVOURITES_COOKIE,
          })}
        </li>
        <li>{clause('legal.datenschutz.device.location.text', { lead: lead('legal.datenschutz.device.location.lead') })}</li>
        <li>{clause('legal.datenschutz.device.companies.text', { lead: lead('legal.datenschutz.device.companies.lead') })}</li>
      </ul>

      <Section heading="legal.datenschutz.location.heading" text="legal.datenschutz.location.text" />

      <h2>{pageText('legal.datenschutz.statistics.heading')}</h2>
      <p>{pageText('legal.datenschutz.statistics.purpose')}</p>
      <p>
        {clause('legal.datenschutz.statistics.withoutConsent.text', { lead: lead('legal.datenschutz.statistics.withoutConsent.lead') })}
      </p>
      <p>{clause('legal.datenschutz.statistics.withConsent.text', { lead: lead('legal.datenschutz.statistics.withConsent.lead') })}</p>
      <p>{pageText('legal.datenschutz.statistics.retention')}</p>

      <Section heading="legal.datenschutz.sharing.heading" text="legal.datenschutz.sharing.text" />
      <Section heading="legal.datenschutz.companies.heading" text="legal.datenschutz.companies.text" />
      <Section heading="legal.datenschutz.events.heading" text="legal.datenschutz.events.text" />
      <Section heading="legal.datenschutz.minors.heading" text="legal.datenschutz.minors.text" />
      <Section heading="legal.datenschutz.rights.heading" text="legal.datenschutz.rights.text" />
      <p>
        {clause('legal.datenschutz.questions.text', {
          ...email,
          agbLink: <Link to={paths.agb.to()}>{pageText('legal.datenschutz.questions.agbLink')}</Link>,
          faqLink: <Link to={paths.faq.to()}>{pageText('legal.datenschutz.questions.faqLink')}</Link>,
        })}
      </p>
      <p className="muted">{pageText('legal.datenschutz.asOf')}</p>
    </InfoPage>
  );
}

export function AgbRoute() {
  return (
    <InfoPage title={pageText('legal.agb.title')}>
      <Section heading="legal.agb.scope.heading" text="legal.agb.scope.text" />
      <Section heading="legal.agb.services.heading" text="legal.agb.services.text" />
      <Section heading="legal.agb.account.heading" text="legal.agb.account.text" />
      <Section
        heading="legal.agb.packages.heading"
        text="legal.agb.packages.text"
        elements={{ pricingLink: <Link to={paths.pricing.to()}>{pageText('legal.agb.packages.pricingLink')}</Link> }}
      />
      <h2>{pageText('legal.agb.duties.heading')}</h2>
      <ul>
        <li>{pageText('legal.agb.duties.real')}</li>
        <li>{pageText('legal.agb.duties.law')}</li>
        <li>{pageText('legal.agb.duties.equalTreatment')}</li>
        <li>{pageText('legal.agb.duties.applicantData')}</li>
      </ul>
      <Section heading="legal.agb.content.heading" text="legal.agb.content.text" />
      <Section heading="legal.agb.liability.heading" text="legal.agb.liability.text" />
      <Section
        heading="legal.agb.privacy.heading"
        text="legal.agb.privacy.text"
        elements={{ privacyLink: <Link to={paths.datenschutz.to()}>{pageText('legal.agb.privacy.privacyLink')}</Link> }}
      />
      <Section heading="legal.agb.final.heading" text="legal.agb.final.text" />
      <p className="muted">{pageText('legal.agb.asOf')}</p>
    </InfoPage>
  );
}
