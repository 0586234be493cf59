import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { t } from '@/lib/messages';
import { useShare, type ShareTarget } from '../hooks/use-share';

/** "Teilen", reading "Kopiert" for 3 seconds after the link was copied (product.md section 2). */
export function ShareButton({ target, className, disabled = false }: { target: ShareTarget; className?: string; disabled?: boolean }) {
  const { state, share } = useShare(target);
  return (
    <button
      type="button"
      className={cn('btn btn--secondary btn--sm share-button', state === 'copied' && 'share-button--copied', className)}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void share();
      }}
      aria-busy={state === 'busy'}
      disabled={disabled}
      aria-label={state === 'copied' ? t('share.copiedLabel', { title: target.title }) : t('share.label', { title: target.title })}
    >
      <Icon name={state === 'copied' ? 'check' : 'share'} size={18} />
      <span aria-hidden="true">{state === 'copied' ? t('share.copied') : t('share.button')}</span>
    </button>
  );
}
