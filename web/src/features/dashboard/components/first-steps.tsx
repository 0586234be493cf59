import { useId } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { OwnCompany } from '@/features/company-settings';
import { cn } from '@/lib/cn';
import { t } from '@/lib/messages';
import { paths } from '@/app/paths';
import '@/lib/message-parts/companies';

/** For a company without listings or events: three steps from an empty account to a listing in the search. */
export function FirstSteps({ company }: { company: OwnCompany | undefined }) {
  const headingId = useId();
  const profileDone = Boolean(company?.description && company.logoUrl);
  return (
    <section className="card first-steps" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('dashboard.firstSteps.title')}</h2>
      <p className="muted">{t('dashboard.firstSteps.lead')}</p>
      <ol className="first-steps__list">
        <li className={cn('first-steps__step', profileDone && 'first-steps__step--done')}>
          <span className="first-steps__number" aria-hidden="true">
            {profileDone ? <Icon name="check" size={18} /> : '1'}
          </span>
          <div>
            <h3>
              {t('dashboard.firstSteps.profile')}
              {profileDone ? <span className="visually-hidden"> {t('dashboard.firstSteps.done')}</span> : null}
            </h3>
            <p>{t('dashboard.firstSteps.profileText')}</p>
            <ButtonLink variant={profileDone ? 'ghost' : 'primary'} size="sm" to={paths.companyProfileSettings.to()}>
              {t('dashboard.editProfile')}
            </ButtonLink>
          </div>
        </li>
        <li className="first-steps__step">
          <span className="first-steps__number" aria-hidden="true">
            2
          </span>
          <div>
            <h3>{t('dashboard.firstSteps.listing')}</h3>
            <p>{t('dashboard.firstSteps.listingText')}</p>
            <div className="button-row">
              <ButtonLink variant={profileDone ? 'primary' : 'secondary'} size="sm" to={paths.createInternship.to()}>
                {t('dashboard.createInternship')}
              </ButtonLink>
              <ButtonLink variant="secondary" size="sm" to={paths.createInternship.to('ausbildung')}>
                {t('dashboard.createAusbildung')}
              </ButtonLink>
            </div>
          </div>
        </li>
        <li className="first-steps__step">
          <span className="first-steps__number" aria-hidden="true">
            3
          </span>
          <div>
            <h3>{t('dashboard.firstSteps.publish')}</h3>
            <p>{t('dashboard.firstSteps.publishText')}</p>
          </div>
        </li>
      </ol>
    </section>
  );
}
