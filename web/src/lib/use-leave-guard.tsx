import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * Asks before leaving a form with unsaved changes: a dialog for links inside the app, the browser's own question for
 * a reload or a closed tab. After a successful save, call allowNavigation() before navigating on.
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Änderungen verwerfen?"
      confirmLabel="Verwerfen"
      cancelLabel="Weiter bearbeiten"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>Sie haben Änderungen, die noch nicht gespeichert sind. Wenn Sie die Seite jetzt verlassen, gehen sie verloren.</p>
    </ConfirmDialog>
  );

  return {
    dialog,
    allowNavigation: () => {
      allowed.current = true;
    },
  };
}
