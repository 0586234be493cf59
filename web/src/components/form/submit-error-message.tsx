import { Link } from 'react-router-dom';
import { paths } from '@/app/paths';
import { FormMessage } from '@/components/ui/form-field';
import { t } from '@/lib/messages';
import { packageLimitOf, upgradePath } from '@/lib/package-limit';
import '@/lib/message-parts/companies';

/**
 * Why the server refused a submit: what did not happen, in bold, then the server's own German reason. A publish
 * beyond the package limit also offers the bigger package.
 */
export function SubmitErrorMessage({ headline, error }: { headline: string; error: Error | null }) {
  if (!error) return null;
  const limit = packageLimitOf(error);
  return (
    <FormMessage tone="error">
      <strong>{headline}</strong> {error.message}
      {limit ? (
        <>
          {' '}
          <Link to={upgradePath(limit.packageKey)}>{t('editor.upgrade')}</Link> ·{' '}
          <Link to={paths.pricing.to()}>{t('editor.comparePackages')}</Link>
        </>
      ) : null}
    </FormMessage>
  );
}
