import type { CSSProperties, ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Tone = 'neutral' | 'blue' | 'green' | 'orange' | 'red' | 'purple';

export function Badge({
  tone = 'neutral',
  children,
  className,
  style,
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <span className={cn('badge', `badge--${tone}`, className)} style={style}>
      {children}
    </span>
  );
}
