import type { PUBLIC_PAGE_MESSAGES } from '@praxisnah/contracts';
import { Link } from 'react-router-dom';
import { withElements } from '@/lib/message-elements';
import { paths } from '../paths';
import { InfoPage } from './info-page';
import { pageText } from './page-texts';

type PageKey = keyof typeof PUBLIC_PAGE_MESSAGES;
type Question = readonly [question: PageKey, answer: PageKey];

const PUPIL_FAQ: readonly Question[] = [
  ['faq.pupils.cost.question', 'faq.pupils.cost.answer'],
  ['faq.pupils.account.question', 'faq.pupils.account.answer'],
  ['faq.pupils.apply.question', 'faq.pupils.apply.answer'],
  ['faq.pupils.difference.question', 'faq.pupils.difference.answer'],
  ['faq.pupils.location.question', 'faq.pupils.location.answer'],
  ['faq.pupils.aiSearch.question', 'faq.pupils.aiSearch.answer'],
  ['faq.pupils.fairs.question', 'faq.pupils.fairs.answer'],
];

const COMPANY_FAQ: readonly Question[] = [
  ['faq.companies.join.question', 'faq.companies.join.answer'],
  ['faq.companies.visible.question', 'faq.companies.visible.answer'],
  ['faq.companies.events.question', 'faq.companies.events.answer'],
  ['faq.companies.term.question', 'faq.companies.term.answer'],
];

function FaqList({ items }: { items: readonly Question[] }) {
  return (
    <div className="faq-list">
      {items.map(([question, answer]) => (
        <details key={question} className="faq-item">
          <summary>{pageText(question)}</summary>
          <p>{pageText(answer)}</p>
        </details>
      ))}
    </div>
  );
}

export function FaqRoute() {
  return (
    <InfoPage title={pageText('faq.title')} lead={pageText('faq.lead')}>
      <h2>{pageText('faq.pupils.heading')}</h2>
      <FaqList items={PUPIL_FAQ} />
      <h2>{pageText('faq.companies.heading')}</h2>
      <FaqList items={COMPANY_FAQ} />
      <p>
        {withElements(pageText('faq.more.text'), {
          contactLink: <Link to={paths.unternehmenStarten.to()}>{pageText('faq.more.contactLink')}</Link>,
        })}
      </p>
    </InfoPage>
  );
}
