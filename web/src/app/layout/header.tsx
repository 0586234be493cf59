import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { menuLabel, ROLE_MENU, useAuth, useLogout } from '@/features/auth';
import { cn } from '@/lib/cn';
import { t } from '@/lib/messages';
import { MAIN_NAV } from './nav-items';

function Logo() {
  const [failed, setFailed] = useState(false);
  return (
    <Link to="/search" className="logo" aria-label={t('nav.logoLabel')}>
      {failed ? null : <img src="/logo.svg" alt="" width={32} height={32} onError={() => setFailed(true)} />}
      <span className="logo__text">{t('brand.name')}</span>
    </Link>
  );
}

function UserLinks({ onNavigate }: { onNavigate?: () => void }) {
  const auth = useAuth();
  const logout = useLogout();
  return (
    <ul className="user-links">
      <li>
        <Link to="/pricing" onClick={onNavigate}>
          {t('nav.pricing')}
        </Link>
      </li>
      {auth.status === 'authenticated' ? (
        <>
          {ROLE_MENU[auth.user.role].map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} onClick={onNavigate}>
                {entry.label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                onNavigate?.();
                void logout();
              }}
            >
              {t('nav.logout')}
            </button>
          </li>
        </>
      ) : (
        <>
          <li>
            <Link to="/login" onClick={onNavigate}>
              {t('nav.login')}
            </Link>
          </li>
          <li>
            <Link to="/register" onClick={onNavigate}>
              {t('nav.register')}
            </Link>
          </li>
        </>
      )}
    </ul>
  );
}

function UserMenu() {
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="user-menu" ref={ref}>
      <button
        type="button"
        className="btn btn--ghost user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="user" size={18} />
        <span>{menuLabel(auth)}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      <div id={menuId} className="user-menu__panel" hidden={!open}>
        <UserLinks onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();
  const auth = useAuth();

  // Close the small-screen menu whenever the route changes (state adjusted during render, no effect needed).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMobileOpen(false);
  }

  const navLinks = (onNavigate?: () => void) =>
    MAIN_NAV.map((item) => {
      const active = item.activeOn(pathname);
      return (
        <li key={item.to}>
          <Link
            to={item.to}
            className={cn('nav-button', active && 'nav-button--active')}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          >
            {t(item.labelKey)}
          </Link>
        </li>
      );
    });

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Logo />
        <nav aria-label={t('nav.main')} className="site-nav">
          <ul>{navLinks()}</ul>
        </nav>
        <UserMenu />
        <button
          type="button"
          className="icon-button site-header__menu-toggle"
          aria-expanded={mobileOpen}
          aria-controls={mobileId}
          aria-label={mobileOpen ? t('nav.menuClose') : t('nav.menuOpen', { label: menuLabel(auth) })}
          onClick={() => setMobileOpen((value) => !value)}
        >
          <Icon name={mobileOpen ? 'close' : 'menu'} size={24} />
        </button>
      </div>
      <div id={mobileId} className="mobile-menu" hidden={!mobileOpen}>
        <nav aria-label={t('nav.mobile')} className="container">
          <ul className="mobile-menu__main">{navLinks(() => setMobileOpen(false))}</ul>
          <p className="mobile-menu__label">{menuLabel(auth)}</p>
          <UserLinks onNavigate={() => setMobileOpen(false)} />
        </nav>
      </div>
    </header>
  );
}
