import type { BankStatementImportResult } from '@praxisnah/contracts';
import { useId, useState, type FormEvent } from 'react';
import { SubmitErrorMessage } from '@/components/form/submit-error-message';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { formatCents, formatLongDate, plural } from '@/lib/format';
import { useImportBankStatement } from './admin-billing-api';
import { t } from '@/lib/messages';
import '@/lib/message-parts/billing';

type Format = 'csv' | 'camt053';

/** A CAMT.053 export is XML; everything else the bank offers here is CSV. */
export function detectFormat(fileName: string, content: string): Format {
  return /\.xml$/i.test(fileName) || /^\s*(<\?xml|<Document)/.test(content) ? 'camt053' : 'csv';
}

function ResultList({
  title,
  lines,
}: {
  title: string;
  lines: ReadonlyArray<{ line: number; amountCents: number; reference: string; bookingDate: string | null; note: string }>;
}) {
  if (lines.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul className="link-list">
        {lines.map((line) => (
          <li key={`${line.line}-${line.reference}`}>
            {t('billing.bank.line', { line: line.line, amount: formatCents(line.amountCents) })}
            {line.bookingDate ? t('billing.bank.lineDate', { date: formatLongDate(line.bookingDate) }) : ''}
            {t('billing.bank.lineReference', { reference: line.reference, note: line.note })}
          </li>
        ))}
      </ul>
    </>
  );
}

function ImportResult({ result }: { result: BankStatementImportResult }) {
  return (
    <div className="bank-import__result" aria-live="polite">
      <FormMessage tone={result.matched.length > 0 ? 'success' : 'info'}>
        {t('billing.bank.summary', {
          entries: plural(result.entries, t('billing.bank.credit'), t('billing.bank.credits')),
          matched: result.matched.length,
          alreadyPaid: result.alreadyPaid.length,
          unmatched: result.unmatched.length,
        })}
      </FormMessage>
      <ResultList title={t('billing.bank.matched')} lines={result.matched.map((line) => ({ ...line, note: line.invoiceNumber }))} />
      <ResultList title={t('billing.bank.alreadyPaid')} lines={result.alreadyPaid.map((line) => ({ ...line, note: line.invoiceNumber }))} />
      <ResultList title={t('billing.bank.unmatched')} lines={result.unmatched.map((line) => ({ ...line, note: line.reason }))} />
    </div>
  );
}

/** Upload of the bank's statement (CSV or CAMT.053): payments naming an invoice number with its amount mark it paid. */
export function BankStatementImport() {
  const fileId = useId();
  const importStatement = useImportBankStatement();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<Format | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(t('billing.bank.noFile'));
      return;
    }
    const content = await file.text();
    await importStatement.mutateAsync({ format: format ?? detectFormat(file.name, content), content }).catch(() => null);
  };

  return (
    <section className="card" aria-labelledby="bank-import-title">
      <h2 id="bank-import-title">{t('billing.bank.title')}</h2>
      <p className="muted">{t('billing.bank.lead')}</p>
      <form className="company-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="field">
          <label htmlFor={fileId}>{t('billing.bank.file')}</label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.xml,.txt,text/csv,application/xml,text/xml"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${fileId}-error` : undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setFileError(null);
              setFormat(chosen ? detectFormat(chosen.name, '') : null);
            }}
          />
          {fileError ? (
            <p id={`${fileId}-error`} className="field__error">
              {fileError}
            </p>
          ) : null}
        </div>
        {file ? (
          <div className="segmented" role="radiogroup" aria-label={t('billing.bank.format')}>
            {(['csv', 'camt053'] as const).map((value) => (
              <label key={value} className={format === value ? 'segmented__option segmented__option--active' : 'segmented__option'}>
                <input type="radio" name="bank-format" value={value} checked={format === value} onChange={() => setFormat(value)} />
                {value === 'csv' ? 'CSV' : 'CAMT.053'}
              </label>
            ))}
          </div>
        ) : null}
        <SubmitErrorMessage headline={t('billing.bank.failed')} error={importStatement.error} />
        <Button type="submit" disabled={importStatement.isPending}>
          {importStatement.isPending ? t('billing.bank.submitting') : t('billing.bank.title')}
        </Button>
      </form>
      {importStatement.data ? <ImportResult result={importStatement.data} /> : null}
    </section>
  );
}
