import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { t } from '@/lib/messages';
import { Icon } from './icon';

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: { label: string; to: string };
  durationMs?: number;
}

interface ToastItem extends ToastInput {
  id: number;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function toast(input: ToastInput): number {
  const id = nextId++;
  items = [...items.slice(-3), { ...input, id }];
  emit();
  return id;
}

export function dismissToast(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function ToastView({ item }: { item: ToastItem }) {
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(item.id), item.durationMs ?? (item.variant === 'error' ? 7000 : 5000));
    return () => window.clearTimeout(timer);
  }, [item.id, item.durationMs, item.variant]);

  return (
    <li className={cn('toast', `toast--${item.variant ?? 'default'}`)}>
      {/* The role sits inside the list item, so the list keeps only list items (axe: list). */}
      <div className="toast__content" role={item.variant === 'error' ? 'alert' : 'status'}>
        <p className="toast__title">{item.title}</p>
        {item.description ? <div className="toast__description">{item.description}</div> : null}
        {item.action ? (
          <Link className="toast__action" to={item.action.to} onClick={() => dismissToast(item.id)}>
            {item.action.label}
          </Link>
        ) : null}
      </div>
      <button type="button" className="icon-button toast__close" onClick={() => dismissToast(item.id)} aria-label={t('ui.toast.close')}>
        <Icon name="close" size={16} />
      </button>
    </li>
  );
}

/** The toast viewport: bottom of the screen, max 420 px wide from the md breakpoint on. */
export function Toaster() {
  const current = useSyncExternalStore(subscribe, () => items);
  return (
    <section className="toaster" aria-label={t('ui.toast.region')} aria-live="polite">
      <ol className="toaster__list">
        {current.map((item) => (
          <ToastView key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}
