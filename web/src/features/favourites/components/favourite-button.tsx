import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { t } from '@/lib/messages';
import type { FavouriteKind } from '../hooks/favourites-store';
import { useFavourite } from '../hooks/use-favourites';

export function FavouriteButton({
  kind,
  id,
  name,
  className,
  disabled = false,
}: {
  kind: FavouriteKind;
  id: string;
  name: string;
  className?: string;
  /** Shown but not usable, as in a preview of a card that does not exist yet. */
  disabled?: boolean;
}) {
  const { isFavourite, toggle } = useFavourite(kind, id);
  return (
    <button
      type="button"
      className={cn('icon-button favourite-button', isFavourite && 'favourite-button--active', className)}
      aria-pressed={isFavourite}
      disabled={disabled}
      aria-label={isFavourite ? t('favourites.removeLabel', { name }) : t('favourites.addLabel', { name })}
      title={isFavourite ? t('favourites.remove') : t('favourites.add')}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        toggle();
      }}
    >
      <Icon name="heart" filled={isFavourite} />
    </button>
  );
}
