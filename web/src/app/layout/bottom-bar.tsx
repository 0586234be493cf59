import { Link, useLocation } from 'react-router-dom';
import { Icon, type IconName } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { t } from '@/lib/messages';
import { MAIN_NAV } from './nav-items';

// Drawn icons rather than emoji: they look the same on every phone, including those without an emoji font.
const ICONS: Record<string, IconName> = {
  '/search': 'briefcase',
  '/ausbildung-search': 'graduation',
  '/ausbildungsmesse': 'calendar',
  '/companies': 'building',
};

/** product.md section 2: under 768 px (768 px or less on the directory) a bar links to the four main screens. */
export function BottomBar() {
  const { pathname } = useLocation();
  return (
    <nav className={cn('bottom-bar', pathname === '/companies' && 'bottom-bar--directory')} aria-label={t('nav.quick')}>
      <ul>
        {MAIN_NAV.map((item) => {
          const active = item.activeOn(pathname);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                className={cn('bottom-bar__link', active && 'bottom-bar__link--active')}
                aria-current={active ? 'page' : undefined}
              >
                {ICONS[item.to] ? <Icon name={ICONS[item.to]!} /> : null}
                <span>{t(item.labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
