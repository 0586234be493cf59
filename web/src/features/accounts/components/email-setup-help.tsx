import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { t } from '@/lib/messages';
import { tRich } from '@/lib/rich-message';
import '@/lib/message-parts/operators';

/** /email-setup-info: where the verification mail may have gone and how to make sure the next one arrives. */
export function EmailSetupHelp() {
  return (
    <>
      <p>{t('accounts.emailHelp.intro', { subject: t('accounts.emailHelp.subject') })}</p>

      <h2>{t('accounts.emailHelp.spam.title')}</h2>
      <p>
        {tRich('accounts.emailHelp.spam.text', {
          spam: <strong>{t('accounts.emailHelp.spam.folderSpam')}</strong>,
          junk: <strong>{t('accounts.emailHelp.spam.folderJunk')}</strong>,
          ads: <strong>{t('accounts.emailHelp.spam.folderAds')}</strong>,
          unknown: <strong>{t('accounts.emailHelp.spam.folderUnknown')}</strong>,
        })}
      </p>

      <h2>{t('accounts.emailHelp.search.title')}</h2>
      <p>{t('accounts.emailHelp.search.text')}</p>

      <h2>{t('accounts.emailHelp.contact.title')}</h2>
      <p>{t('accounts.emailHelp.contact.text')}</p>

      <h2>{t('accounts.emailHelp.company.title')}</h2>
      <p>{t('accounts.emailHelp.company.text')}</p>

      <h2>{t('accounts.emailHelp.address.title')}</h2>
      <p>{t('accounts.emailHelp.address.text')}</p>
      <div className="button-row">
        <Link className="btn btn--primary" to={paths.resendVerification.to()}>
          {t('accounts.common.resendLink')}
        </Link>
        <Link className="btn btn--secondary" to={paths.login.to()}>
          {t('accounts.common.toLogin')}
        </Link>
      </div>

      <h2>{t('accounts.emailHelp.stillNothing.title')}</h2>
      <p>
        {tRich('accounts.emailHelp.stillNothing.text', {
          contactLink: <Link to={paths.unternehmenStarten.to()}>{t('accounts.emailHelp.stillNothing.contactLink')}</Link>,
        })}
      </p>
    </>
  );
}
