import {
  addAusbildungOptionSchema,
  addAusbildungStartSchema,
  type AusbildungOptionList,
  type AusbildungOptionView,
  type MessageKey,
} from '@praxisnah/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { LoadingScreen } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAusbildungOptions, useChangeAusbildungOption, type AusbildungOptionAction } from '../api/ausbildung-options';
import { t } from '@/lib/messages';
import { firstIssueMessage } from '@/lib/validation-messages';
import '@/lib/message-parts/operators';

const LISTS: { list: AusbildungOptionList; title: MessageKey; intro: MessageKey; addLabel: MessageKey }[] = [
  {
    list: 'abschluesse',
    title: 'operators.ausbildungOptions.abschluesse.title',
    intro: 'operators.ausbildungOptions.abschluesse.intro',
    addLabel: 'operators.ausbildungOptions.abschluesse.add',
  },
  {
    list: 'uebernahme',
    title: 'operators.ausbildungOptions.uebernahme.title',
    intro: 'operators.ausbildungOptions.uebernahme.intro',
    addLabel: 'operators.ausbildungOptions.uebernahme.add',
  },
];

/** Symbols, not words: the buttons' labels (aria-label) carry the text. */
const ARROW_UP = '↑';
const ARROW_DOWN = '↓';

const usedText = (count: number) =>
  count === 0
    ? t('operators.ausbildungOptions.usedNone')
    : count === 1
      ? t('operators.ausbildungOptions.usedOne')
      : t('operators.ausbildungOptions.usedMany', { count });

/** Runs one change and says how it went; returns whether it worked. */
function useRun() {
  const change = useChangeAusbildungOption();
  const run = async (action: AusbildungOptionAction, done: string): Promise<boolean> => {
    try {
      await change.mutateAsync(action);
      toast({ title: done, variant: 'success' });
      return true;
    } catch (failure) {
      toast({
        title: t('operators.ausbildungOptions.notSaved'),
        description: failure instanceof Error ? failure.message : undefined,
        variant: 'error',
      });
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
            void run({ kind: 'update', list, key: option.key, input: { label } }, t('operators.ausbildungOptions.renamed'));
          }}
        >
          <label htmlFor={`${id}-label`} className="visually-hidden">
            {t('operators.ausbildungOptions.label')}
          </label>
          <input id={`${id}-label`} value={label} maxLength={80} onChange={(event) => setLabel(event.target.value)} />
          <Button type="submit" size="sm" variant="secondary" disabled={busy || label.trim() === option.label}>
            {t('operators.ausbildungOptions.rename')}
          </Button>
        </form>
        <p className="muted">
          {t('operators.ausbildungOptions.state', {
            state: option.active ? t('operators.ausbildungOptions.active') : t('operators.ausbildungOptions.inactive'),
            used: usedText(option.usedBy),
          })}
        </p>
      </div>
      <div className="operator-row__actions">
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('operators.ausbildungOptions.up', { label: option.label })}
          disabled={busy || index === 0}
          onClick={() =>
            void run({ kind: 'update', list, key: option.key, input: { position: index - 1 } }, t('operators.ausbildungOptions.reordered'))
          }
        >
          {ARROW_UP}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('operators.ausbildungOptions.down', { label: option.label })}
          disabled={busy || index === count - 1}
          onClick={() =>
            void run({ kind: 'update', list, key: option.key, input: { position: index + 1 } }, t('operators.ausbildungOptions.reordered'))
          }
        >
          {ARROW_DOWN}
        </Button>
        <Button
          size="sm"
          variant={option.active ? 'secondary' : 'primary'}
          disabled={busy}
          onClick={() =>
            void run(
              { kind: 'update', list, key: option.key, input: { active: !option.active } },
              option.active ? t('operators.ausbildungOptions.inactive') : t('operators.ausbildungOptions.activeAgain'),
            )
          }
        >
          {option.active ? t('operators.ausbildungOptions.deactivate') : t('operators.ausbildungOptions.activate')}
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
        if (!parsed.success) return setError(firstIssueMessage(parsed.error) ?? t('operators.ausbildungOptions.checkLabel'));
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
        {t('operators.ausbildungOptions.add')}
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
      <h2 id={`${id}-title`}>{t('operators.ausbildungOptions.starts.title')}</h2>
      <p className="muted">{t('operators.ausbildungOptions.starts.intro')}</p>
      <ul className="operator-list">
        {options.data.starts.map((start) => (
          <li key={start.value} className="operator-row" data-value={start.value}>
            <div className="operator-row__main">
              <strong>{start.label}</strong>
              <p className="muted">
                {t('operators.ausbildungOptions.state', {
                  state: start.computed ? t('operators.ausbildungOptions.starts.computed') : t('operators.ausbildungOptions.starts.extra'),
                  used: usedText(start.usedBy),
                })}
              </p>
            </div>
            {start.computed ? null : (
              <div className="operator-row__actions">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy || start.usedBy > 0}
                  onClick={() => void run({ kind: 'remove-start', value: start.value }, t('operators.ausbildungOptions.starts.removed'))}
                >
                  {t('operators.ausbildungOptions.starts.remove')}
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
          if (!parsed.success) return setError(firstIssueMessage(parsed.error) ?? t('operators.ausbildungOptions.starts.checkMonth'));
          setError(null);
          void run({ kind: 'add-start', value: parsed.data.value }, t('operators.ausbildungOptions.starts.added')).then(
            (added) => added && setValue(''),
          );
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-month`}>{t('operators.ausbildungOptions.starts.month')}</label>
          <input id={`${id}-month`} type="month" value={value} onChange={(event) => setValue(event.target.value)} />
        </div>
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <Button type="submit" size="sm" disabled={busy}>
          {t('operators.ausbildungOptions.add')}
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
  useDocumentTitle(t('operators.ausbildungOptions.title'));
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
      <h1>{t('operators.ausbildungOptions.title')}</h1>
      <p className="muted">{t('operators.ausbildungOptions.lead')}</p>
      {LISTS.map(({ list, title, intro, addLabel }) => (
        <section key={list} className="card" aria-labelledby={`options-${list}`}>
          <h2 id={`options-${list}`}>{t(title)}</h2>
          <p className="muted">{t(intro)}</p>
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
          <AddForm label={t(addLabel)} onAdd={(label) => run({ kind: 'add', list, label }, t('operators.ausbildungOptions.added'))} />
        </section>
      ))}
      <StartsSection />
    </div>
  );
}
