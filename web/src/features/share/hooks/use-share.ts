import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { recordAnalytics } from '@/lib/analytics';
import { t } from '@/lib/messages';
import { createShortUrl, type ShareEntityType } from '../api/create-short-url';

export type ShareState = 'idle' | 'busy' | 'copied';
export const COPIED_RESET_MS = 3000;

export interface ShareTarget {
  entityType: ShareEntityType;
  entityId: string;
  /** Path of the entity on this site, e.g. /internship/123. */
  path: string;
  title: string;
  /** Optional sentence shared along with the link. */
  text?: string;
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // fall through to the legacy copy below
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy failed');
}

/**
 * product.md sections 4 and 8: idle → busy → copied (3 s). A short link is requested first, the long URL is the fallback.
 * The system share sheet is used when available; a cancelled share is ignored; otherwise the link is copied.
 */
export function useShare(target: ShareTarget) {
  const [state, setState] = useState<ShareState>('idle');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const share = useCallback(async () => {
    if (state === 'busy') return;
    if (state === 'copied') {
      toast({ title: t('share.alreadyCopied'), description: t('share.alreadyCopiedHint') });
      return;
    }
    setState('busy');
    const longUrl = new URL(target.path, window.location.origin).toString();
    let url: string;
    try {
      url = (await createShortUrl({ entityType: target.entityType, entityId: target.entityId, longUrl })) || longUrl;
    } catch {
      url = longUrl;
    }

    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: target.title, text: target.text, url });
        recordAnalytics({ eventType: 'share', eventData: { kind: target.entityType, id: target.entityId } });
        setState('idle');
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') {
          setState('idle');
          return;
        }
        // Share sheet failed for another reason: copy instead.
      }
    }

    try {
      await copyText(target.text ? `${target.text} ${url}` : url);
      recordAnalytics({ eventType: 'share', eventData: { kind: target.entityType, id: target.entityId } });
      toast({
        title: t('share.done'),
        description: target.text ? t('share.doneWithText') : t('share.doneLink'),
        variant: 'success',
      });
      setState('copied');
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setState('idle'), COPIED_RESET_MS);
    } catch {
      toast({ title: t('share.failed'), description: t('share.failedHint'), variant: 'error' });
      setState('idle');
    }
  }, [state, target.entityId, target.entityType, target.path, target.text, target.title]);

  return { state, share };
}
