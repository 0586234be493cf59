import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** What a field hands to its control: the id the label points at and the accessible state. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Short help below the control, read out with it. */
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, control, hint and error wired together: the label names the control, hint and error describe it, and an
 * invalid control is marked as such. Used by every company form; the control itself stays the caller's.
 */
export function FormField({ label, hint, error, required = false, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('field', className)}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
      })}
      {hint ? (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form-level message (server error, success) announced when it appears. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={cn('form-message', `form-message--${tone}`)} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
