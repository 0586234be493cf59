import { useRef, type ReactNode } from 'react';
import { t } from '@/lib/messages';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** While the confirmed action runs, both buttons are disabled and the confirm button says so. */
  busy?: boolean;
  busyLabel?: string;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

/** A modal question before an action that cannot be undone; the safe choice (cancel) has the focus. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = t('ui.confirm.cancel'),
  busy = false,
  busyLabel = t('ui.confirm.busy'),
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} title={title} onClose={busy ? () => undefined : onCancel} initialFocusRef={cancelRef} role="alertdialog">
      <div className="confirm-dialog__text">{children}</div>
      <div className="button-row confirm-dialog__actions">
        <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={tone} onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
