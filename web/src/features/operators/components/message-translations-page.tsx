import { saveMessageOverrideSchema, type MessageEntry } from '@praxisnah/contracts';
import { useDeferredValue, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormMessage } from '@/components/ui/form-field';
import { LoadingScreen } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMessages, useSaveMessage } from '../api/messages';
import { formatDateTime } from '../hooks/format-date';

const matches = (entry: MessageEntry, words: string) =>
  [entry.key, entry.defaultText, entry.override ?? ''].some((text) => text.toLowerCase().includes(words));

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
      if (!parsed.success) return setMessage({ tone: 'error', text: parsed.error.issues[0]?.message ?? 'Bitte prüfen Sie den Text.' });
      next = parsed.data.text;
    }
    try {
      await save.mutateAsync({ key: entry.key, text: next });
      setMessage({ tone: 'success', text: done });
    } catch (failure) {
      setMessage({ tone: 'error', text: failure instanceof Error ? failure.message : 'Ein Fehler ist aufgetreten' });
    }
  };

  return (
    <li className="card message-row" data-key={entry.key}>
      <p className="message-row__key">
        <code>{entry.key}</code>
        {entry.override !== null ? <span className="badge badge--blue">Geändert</span> : null}
      </p>
      <p className="message-row__default">
        <span className="muted">Standard: </span>
        {entry.defaultText}
      </p>
      <form
        className="operator-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run(text, 'Gespeichert. Besucher sehen den Text beim nächsten Laden der Seite.');
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-text`}>Text auf der Website</label>
          <textarea id={`${id}-text`} rows={text.length > 80 ? 3 : 1} value={text} onChange={(event) => setText(event.target.value)} />
        </div>
        {entry.updatedAt ? (
          <p className="muted message-row__meta">
            Zuletzt geändert am {formatDateTime(entry.updatedAt)} von {entry.updatedBy}
          </p>
        ) : null}
        {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
        <div className="button-row">
          <Button type="submit" size="sm" disabled={save.isPending || text === (entry.override ?? entry.defaultText)}>
            Speichern
          </Button>
          {entry.override !== null ? (
            <Button variant="secondary" size="sm" disabled={save.isPending} onClick={() => void run(null, 'Der Standardtext gilt wieder.')}>
              Standard wiederherstellen
            </Button>
          ) : null}
        </div>
      </form>
    </li>
  );
}

/** /admin-message-translations: admins reword any text of the website without a deploy; the default stays beside it. */
export function MessageTranslationsPage() {
  useDocumentTitle('Texte der Website');
  const id = useId();
  const messages = useMessages();
  const [query, setQuery] = useState('');
  const [changedOnly, setChangedOnly] = useState(false);
  const words = useDeferredValue(query.trim().toLowerCase());

  if (messages.isPending) return <LoadingScreen />;
  if (messages.isError) {
    return (
      <div className="container page">
        <FormMessage tone="error">{messages.error.message}</FormMessage>
      </div>
    );
  }
  const shown = messages.data.filter((entry) => (!changedOnly || entry.override !== null) && (!words || matches(entry, words)));
  const changed = messages.data.filter((entry) => entry.override !== null).length;

  return (
    <div className="container page operator-page">
      <h1>Texte der Website</h1>
      <p className="muted">
        Jeder Text hat einen Standard aus dem Programmcode. Ein eigener Text ersetzt ihn für alle Besucher, sobald sie die Seite neu laden;
        Platzhalter wie {'{name}'} müssen erhalten bleiben. {changed} von {messages.data.length} Texten sind geändert.
      </p>
      <div className="operator-filters" role="search">
        <div className="field">
          <label htmlFor={`${id}-q`}>Suche nach Schlüssel oder Text</label>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="z. B. home.title"
          />
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={changedOnly} onChange={(event) => setChangedOnly(event.target.checked)} /> Nur geänderte Texte
        </label>
      </div>
      {shown.length === 0 ? (
        <EmptyState title="Kein Text passt zur Suche." />
      ) : (
        <ul className="operator-list">
          {shown.map((entry) => (
            <MessageRow key={entry.key} entry={entry} />
          ))}
        </ul>
      )}
    </div>
  );
}
