import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { cn } from '@/lib/cn';
import { t } from '@/lib/messages';
import { Icon } from './icon';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** A modal dialog makes the rest of the page inert; a non-modal one (e.g. the consent notice) leaves it usable. */
  modal?: boolean;
  className?: string;
  closeLabel?: string;
  /** Receives the focus when the dialog opens (default: the browser's choice, the first focusable element). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for a question that needs an answer, such as a delete confirmation. */
  role?: 'dialog' | 'alertdialog';
}

/** Thin wrapper over the native dialog element: focus handling, Escape and the top layer come from the browser. */
export function Dialog({
  open,
  title,
  onClose,
  children,
  modal = true,
  className,
  closeLabel = t('ui.dialog.close'),
  initialFocusRef,
  role,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (modal) dialog.showModal();
      else dialog.show();
      initialFocusRef?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, modal, initialFocusRef]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!modal && event.key === 'Escape') onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose, modal]);

  return (
    <dialog ref={ref} className={cn('dialog', !modal && 'dialog--sheet', className)} aria-labelledby={titleId} role={role}>
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label={closeLabel}>
          <Icon name="close" />
        </button>
      </div>
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}
