import type { ReactNode } from 'react';

export function EmptyState({ title, children, icon = '🔍' }: { title: string; children?: ReactNode; icon?: string }) {
  return (
    <div className="empty-state">
      <span className="empty-state__icon" aria-hidden="true">
        {icon}
      </span>
      <h3 className="empty-state__title">{title}</h3>
      {children}
    </div>
  );
}
