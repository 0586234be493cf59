import type { InvoiceSummary } from '@praxisnah/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { toast } from '@/components/ui/toast';
import { downloadWithSession } from '@/lib/session-download';
import { t } from '@/lib/messages';
import '@/lib/message-parts/billing';

/** PDF and XML (E-Rechnung) of one invoice; both need the session, so they are fetched and then saved. */
export function InvoiceDownloads({
  invoice,
  size = 'md',
}: {
  invoice: Pick<InvoiceSummary, 'number' | 'pdfUrl' | 'xmlUrl'>;
  size?: 'sm' | 'md';
}) {
  const [busy, setBusy] = useState<'pdf' | 'xml' | null>(null);
  const download = async (kind: 'pdf' | 'xml') => {
    setBusy(kind);
    try {
      await downloadWithSession(kind === 'pdf' ? invoice.pdfUrl : invoice.xmlUrl, `${invoice.number}.${kind}`);
    } catch (error) {
      toast({ title: t('billing.download.failed'), description: error instanceof Error ? error.message : undefined, variant: 'error' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="invoice-actions">
      <Button
        variant="secondary"
        size={size}
        disabled={busy !== null}
        onClick={() => void download('pdf')}
        aria-label={t('billing.download.pdfLabel', { number: invoice.number })}
      >
        <Icon name="download" size={16} /> PDF
      </Button>
      <Button
        variant="secondary"
        size={size}
        disabled={busy !== null}
        onClick={() => void download('xml')}
        aria-label={t('billing.download.xmlLabel', { number: invoice.number })}
      >
        <Icon name="download" size={16} /> XML
      </Button>
    </div>
  );
}
