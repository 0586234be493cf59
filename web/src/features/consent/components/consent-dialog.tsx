import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Dialog } from '@/components/ui/dialog';
import { readConsent, writeConsent } from '@/lib/consent-storage';
import { getDevicePosition, reverseGeocode, writeSessionLocation } from '@/features/location';
import { withElements } from '@/lib/message-elements';
import { t } from '@/lib/messages';
import { remainingConsentDelay } from '../hooks/consent-delay';
import { onOpenConsentSettings } from '../hooks/use-consent';
import { paths } from '@/app/paths';

type Choice = { analytics: boolean; location: boolean };

/** product.md sections 2 and 4: appears 1.5 s after load when no (current) consent is stored. */
export function ConsentDialog() {
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [showSettings, setShowSettings] = useState(false);
  const [choice, setChoice] = useState<Choice>({ analytics: true, location: true });
  const panelId = useId();

  useEffect(() => {
    if (readConsent()) return;
    const timer = window.setTimeout(() => setOpen(true), remainingConsentDelay(performance.now()));
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(
    () =>
      onOpenConsentSettings(() => {
        const current = readConsent();
        setChoice(current ? { analytics: current.analytics, location: current.location } : { analytics: true, location: true });
        setShowSettings(true);
        setOpen(true);
      }),
    [],
  );

  const save = useCallback(async (next: Choice) => {
    setSaving(true);
    writeConsent(next);
    if (next.location) {
      const position = await getDevicePosition();
      if (position) {
        const place = await reverseGeocode(position.latitude, position.longitude);
        writeSessionLocation(position.latitude, position.longitude, place?.name);
        setOpen(false);
        window.location.reload();
        return;
      }
    }
    setSaving(false);
    setOpen(false);
  }, []);

  const reject = useCallback(() => {
    if (!saving) void save({ analytics: false, location: false });
  }, [save, saving]);

  return (
    <Dialog
      open={open}
      modal={false}
      title={t('consent.title')}
      onClose={reject}
      className="consent-dialog"
      closeLabel={t('consent.closeLabel')}
    >
      <p>{t('consent.text')}</p>
      <p className="consent-dialog__privacy">
        {withElements(t('consent.privacy'), {
          noSharing: <strong>{t('consent.privacy.noSharing')}</strong>,
          privacyLink: <Link to={paths.datenschutz.to()}>{t('consent.privacy.link')}</Link>,
        })}
      </p>
      <button
        type="button"
        className="link-button"
        aria-expanded={showSettings}
        aria-controls={panelId}
        onClick={() => setShowSettings((value) => !value)}
      >
        {t('consent.settings')}
      </button>
      <div id={panelId} className="consent-dialog__settings" hidden={!showSettings}>
        <label className="toggle">
          <input type="checkbox" checked disabled />
          <span>{withElements(t('consent.necessary'), { name: <strong>{t('consent.necessary.name')}</strong> })}</span>
        </label>
        <label className="toggle">
          <input type="checkbox" checked={choice.location} onChange={(event) => setChoice({ ...choice, location: event.target.checked })} />
          <span>{withElements(t('consent.location'), { name: <strong>{t('consent.location.name')}</strong> })}</span>
        </label>
        <label className="toggle">
          <input
            type="checkbox"
            checked={choice.analytics}
            onChange={(event) => setChoice({ ...choice, analytics: event.target.checked })}
          />
          <span>{withElements(t('consent.statistics'), { name: <strong>{t('consent.statistics.name')}</strong> })}</span>
        </label>
      </div>
      {saving ? (
        <p className="consent-dialog__saving" role="status">
          {t('consent.saving')}
        </p>
      ) : null}
      <div className="consent-dialog__actions">
        <button type="button" className="btn btn--primary" disabled={saving} onClick={() => void save({ analytics: true, location: true })}>
          {t('consent.acceptAll')}
        </button>
        <button type="button" className="btn btn--secondary" disabled={saving} onClick={() => void save(choice)}>
          {t('consent.acceptChoice')}
        </button>
        <button type="button" className="btn btn--ghost" disabled={saving} onClick={reject}>
          {t('consent.reject')}
        </button>
      </div>
    </Dialog>
  );
}
