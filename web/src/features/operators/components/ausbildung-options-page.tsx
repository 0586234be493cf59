import {
  addAusbildungOptionSchema,
  addAusbildungStartSchema,
  type AusbildungOptionList,
  type AusbildungOptionView,
} from '@praxisnah/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { LoadingScreen } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAusbildungOptions, useChangeAusbildungOption, type AusbildungOptionAction } from '../api/ausbildung-options';

const LISTS: { list: AusbildungOptionList; title: string; intro: string; addLabel: string }[] = [
  {
    list: 'abschluesse',
    title: 'Abschlüsse',
    intro: 'Vorschläge im Feld „Abschluss“ des Ausbildungsformulars; Unternehmen dürfen auch einen eigenen Abschluss eintragen.',
    addLabel: 'Neuer Abschluss',
  },
  {
    list: 'uebernahme',
    title: 'Übernahmechancen',
    intro: 'Auswahl im Ausbildungsformular, angezeigt auf Karten und Detailseiten.',
    addLabel: 'Neue Übernahmechance',
  },
];

const usedText = (count: number) => (count === 0 ? 'in keinem Angebot' : count === 1 ? 'in 1 Angebot' : `in ${count} Angeboten`);

/** Runs one change and says how it went; returns whether it worked. */
function useRun() {
  const change = useChangeAusbildungOption();
  const run = async (action: AusbildungOptionAction, done: string): Promise<boolean> => {
    try {
      await change.mutateAsync(action);
      toast({ title: done, variant: 'success' });
      return true;
    } catch (failure) {
      toast({ title: 'Nicht gespeichert', description: failure instanceof Error ? failure.message : undefined, variant: 'error' });
      return false;
    }
  };
  return { run, busy: change.isPending };
}

function OptionRow({
  list,
  option,
  index,
  count,
}: {
  list: AusbildungOptionList;
  option: AusbildungOptionView;
  index: number;
  count: number;
}) {
  const id = useId();
  const { run, busy } = useRun();
  const [label, setLabel] = useState(option.label);
  return (
    <li className="card operator-row" data-key={option.key}>
      <div className="operator-row__main">
        <form
          className="ausbildung-option__rename"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void run({ kind: 'update', list, key: option.key, input: { label } }, 'Bezeichnung geändert');
          }}
        >
          <label htmlFor={`${id}-label`} className="visually-hidden">
            Bezeichnung
          </label>
          <input id={`${id}-label`} value={label} maxLength={80} onChange={(event) => setLabel(event.target.value)} />
          <Button type="submit" size="sm" variant="secondary" disabled={busy || label.trim() === option.label}>
            Umbenennen
          </Button>
        </form>
        <p className="muted">
          {option.active ? 'Aktiv' : 'Deaktiviert'} · {usedText(option.usedBy)}
        </p>
      </div>
      <div className="operator-row__actions">
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${option.label} nach oben`}
          disabled={busy || index === 0}
          onClick={() => void run({ kind: 'update', list, key: option.key, input: { position: index - 1 } }, 'Reihenfolge geändert')}
        >
          ↑
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${option.label} nach unten`}
          disabled={busy || index === count - 1}
          onClick={() => void run({ kind: 'update', list, key: option.key, input: { position: index + 1 } }, 'Reihenfolge geändert')}
        >
          ↓
        </Button>
        <Button
          size="sm"
          variant={option.active ? 'secondary' : 'primary'}
          disabled={busy}
          onClick={() =>
            void run(
              { kind: 'update', list, key: option.key, input: { active: !option.active } },
              option.active ? 'Deaktiviert' : 'Wieder aktiv',
            )
          }
        >
          {option.active ? 'Deaktivieren' : 'Aktivieren'}
        </Button>
      </div>
    </li>
  );
}

function AddForm({ label, onAdd }: { label: string; onAdd: (text: string) => Promise<boolean> }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="operator-form ausbildung-option__add"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = addAusbildungOptionSchema.safeParse({ label: text });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Bitte prüfen Sie die Bezeichnung.');
        setError(null);
        void onAdd(parsed.data.label).then((added) => added && setText(''));
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-new`}>{label}</label>
        <input id={`${id}-new`} value={text} maxLength={80} onChange={(event) => setText(event.target.value)} />
      </div>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <Button type="submit" size="sm">
        Hinzufügen
      </Button>
    </form>
  );
}

function StartsSection() {
  const id = useId();
  const options = useAusbildungOptions();
  const { run, busy } = useRun();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!options.data) return null;
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Ausbildungsbeginn</h2>
      <p className="muted">
        August und September der nächsten zwei Ausbildungsjahre werden automatisch angeboten und rücken mit dem Kalender weiter. Hier fügen
        Sie weitere Termine hinzu, z. B. einen Beginn im Februar.
      </p>
      <ul className="operator-list">
        {options.data.starts.map((start) => (
          <li key={start.value} className="operator-row" data-value={start.value}>
            <div className="operator-row__main">
              <strong>{start.label}</strong>
              <p className="muted">
                {start.computed ? 'Automatisch' : 'Zusätzlich'} · {usedText(start.usedBy)}
              </p>
            </div>
            {start.computed ? null : (
              <div className="operator-row__actions">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy || start.usedBy > 0}
                  onClick={() => void run({ kind: 'remove-start', value: start.value }, 'Beginn entfernt')}
                >
                  Entfernen
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <form
        className="operator-form ausbildung-option__add"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = addAusbildungStartSchema.safeParse({ value });
          if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Bitte prüfen Sie den Monat.');
          setError(null);
          void run({ kind: 'add-start', value: parsed.data.value }, 'Beginn hinzugefügt').then((added) => added && setValue(''));
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-month`}>Weiterer Beginn (Monat)</label>
          <input id={`${id}-month`} type="month" value={value} onChange={(event) => setValue(event.target.value)} />
        </div>
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <Button type="submit" size="sm" disabled={busy}>
          Hinzufügen
        </Button>
      </form>
    </section>
  );
}

/**
 * /admin-ausbildung-options: what Ausbildung forms and filters offer. Values are renamed, reordered and deactivated,
 * never deleted: a deactivated value stays on the listings that name it and is no longer offered for new ones.
 */
export function AusbildungOptionsPage() {
  useDocumentTitle('Ausbildungsoptionen');
  const options = useAusbildungOptions();
  const { run } = useRun();
  if (options.isPending) return <LoadingScreen />;
  if (options.isError) {
    return (
      <div className="container page">
        <FormMessage tone="error">{options.error.message}</FormMessage>
      </div>
    );
  }
  return (
    <div className="container page operator-page ausbildung-options">
      <h1>Ausbildungsoptionen</h1>
      <p className="muted">Änderungen gelten sofort für Formulare, Filter und Karten. Gelöscht wird nichts, was ein Angebot nutzt.</p>
      {LISTS.map(({ list, title, intro, addLabel }) => (
        <section key={list} className="card" aria-labelledby={`options-${list}`}>
          <h2 id={`options-${list}`}>{title}</h2>
          <p className="muted">{intro}</p>
          <ul className="operator-list">
            {options.data[list].map((option, index) => (
              <OptionRow
                key={`${option.key}-${option.label}`}
                list={list}
                option={option}
                index={index}
                count={options.data[list].length}
              />
            ))}
          </ul>
          <AddForm label={addLabel} onAdd={(label) => run({ kind: 'add', list, label }, 'Hinzugefügt')} />
        </section>
      ))}
      <StartsSection />
    </div>
  );
}
