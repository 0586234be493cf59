import { saveMessageOverrideSchema, type MessageEntry } from '@praxisnah/contracts';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormMessage } from '@/components/ui/form-field';
import { LoadingScreen } from '@/components/ui/spinner';
import { t } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMessages, useSaveMessage } from '../api/messages';
import { formatDateTime } from '../hooks/format-date';
import { filterMessages, pageOf, sectionsOf } from '../hooks/message-filter';
import { Pager } from './pager';
import { firstIssueMessage } from '@/lib/validation-messages';
import '@/lib/message-parts/operators';

/** Rows per page: the catalogue holds well over a thousand texts, and each row is a small form. */
const PAGE_SIZE = 25;

function MessageRow({ entry }: { entry: MessageEntry }) {
  const id = useId();
  const save = useSaveMessage();
  const [text, setText] = useState(entry.override ?? entry.defaultText);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  // A saved or reset text from the server replaces what was typed (state adjusted during render).
  const [shown, setShown] = useState(entry.override);
  if (shown !== entry.override) {
    setShown(entry.override);
    setText(entry.override ?? entry.defaultText);
  }

  const run = async (next: string | null, done: string) => {
    if (next !== null) {
      const parsed = saveMessageOverrideSchema.safeParse({ text: next });
      if (!parsed.success) return setMessage({ tone: 'error', text: firstIssueMessage(parsed.error) ?? t('operators.messages.checkText') });
      next = parsed.data.text;
    }
    try {
      await save.mutateAsync({ key: entry.key, text: next });
      setMessage({ tone: 'success', text: done });
    } catch (failure) {
      setMessage({ tone: 'error', text: failure instanceof Error ? failure.message : t('operators.common.failed') });
    }
  };

  return (
    <li className="card message-row" data-key={entry.key}>
      <p className="message-row__key">
        <code>{entry.key}</code>
        {entry.override !== null ? <span className="badge badge--blue">{t('operators.messages.changed')}</span> : null}
      </p>
      <p className="message-row__default">
        <span className="muted">{t('operators.messages.default')} </span>
        {entry.defaultText}
      </p>
      <form
        className="operator-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run(text, t('operators.messages.saved'));
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-text`}>{t('operators.messages.text')}</label>
          <textarea id={`${id}-text`} rows={text.length > 80 ? 3 : 1} value={text} onChange={(event) => setText(event.target.value)} />
        </div>
        {entry.updatedAt ? (
          <p className="muted message-row__meta">
            {t('operators.messages.lastChanged', { date: formatDateTime(entry.updatedAt), by: entry.updatedBy ?? '' })}
          </p>
        ) : null}
        {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
        <div className="button-row">
          <Button type="submit" size="sm" disabled={save.isPending || text === (entry.override ?? entry.defaultText)}>
            {t('operators.common.save')}
          </Button>
          {entry.override !== null ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={save.isPending}
              onClick={() => void run(null, t('operators.messages.resetDone'))}
            >
              {t('operators.messages.reset')}
            </Button>
          ) : null}
        </div>
      </form>
    </li>
  );
}

/**
 * /admin-message-translations: admins reword any text of the website without a deploy; the default stays beside it.
 * With well over a thousand texts, the list is narrowed by area, words and "changed only", and shown a page at a time.
 */
export function MessageTranslationsPage() {
  useDocumentTitle(t('operators.messages.title'));
  const id = useId();
  const messages = useMessages();
  const [query, setQuery] = useState('');
  const [section, setSection] = useState('');
  const [changedOnly, setChangedOnly] = useState(false);
  const [page, setPage] = useState(1);
  const words = useDeferredValue(query.trim().toLowerCase());
  const entries = messages.data;
  const sections = useMemo(() => sectionsOf(entries ?? []), [entries]);
  const shown = useMemo(() => filterMessages(entries ?? [], { section, words, changedOnly }), [entries, section, words, changedOnly]);

  if (messages.isPending) return <LoadingScreen />;
  if (messages.isError) {
    return (
      <div className="container page">
        <FormMessage tone="error">{messages.error.message}</FormMessage>
      </div>
    );
  }
  const changed = messages.data.filter((entry) => entry.override !== null).length;
  const { rows, page: current, last } = pageOf(shown, page, PAGE_SIZE);
  // Any change of the filter starts again at its first page.
  const narrow = (change: () => void) => {
    change();
    setPage(1);
  };

  return (
    <div className="container page operator-page">
      <h1>{t('operators.messages.title')}</h1>
      <p className="muted">{t('operators.messages.lead', { example: '{name}', changed, total: messages.data.length })}</p>
      <div className="operator-filters" role="search">
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('operators.messages.search')}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            onChange={(event) => narrow(() => setQuery(event.target.value))}
            placeholder={t('operators.messages.searchPlaceholder')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-section`}>{t('operators.messages.section')}</label>
          <select id={`${id}-section`} value={section} onChange={(event) => narrow(() => setSection(event.target.value))}>
            <option value="">{t('operators.messages.allSections')}</option>
            {sections.map((option) => (
              <option key={option.section} value={option.section}>
                {t('operators.messages.sectionOption', { section: option.section, count: option.count })}
              </option>
            ))}
          </select>
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={changedOnly} onChange={(event) => narrow(() => setChangedOnly(event.target.checked))} />{' '}
          {t('operators.messages.changedOnly')}
        </label>
      </div>
      <p className="muted" aria-live="polite">
        {t('operators.messages.found', { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <EmptyState title={t('operators.messages.empty')} />
      ) : (
        <ul className="operator-list">
          {rows.map((entry) => (
            <MessageRow key={entry.key} entry={entry} />
          ))}
        </ul>
      )}
      <Pager page={current} last={last} onPage={setPage} />
    </div>
  );
}
