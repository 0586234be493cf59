import { improveDescriptionRequestSchema, type ImproveDescriptionRequest, type MessageKey } from '@praxisnah/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { t } from '@/lib/messages';
import { useImproveDescription } from '../api/improve-description';
import { firstIssueMessage } from '@/lib/validation-messages';
import '@/lib/message-parts/companies';

const SECTION_TITLES = {
  aufgaben: 'editor.assistant.tasks',
  anforderungen: 'editor.assistant.requirements',
  wirBieten: 'editor.assistant.offer',
} as const satisfies Record<string, MessageKey>;

/** The parts of the form a suggestion can replace. */
type SuggestedPart = 'title' | 'description';

const BUTTONS = {
  title: { apply: 'editor.assistant.applyTitle', undo: 'editor.assistant.undoTitle' },
  description: { apply: 'editor.assistant.applyDescription', undo: 'editor.assistant.undoDescription' },
} as const satisfies Record<SuggestedPart, { apply: MessageKey; undo: MessageKey }>;

/**
 * '… übernehmen' puts a suggestion into the form; once it is in, '… zurücksetzen' takes the place of the button and
 * brings back the text from before. Nothing to take over while the form already says the same.
 */
function ApplyOrUndoButton({
  what,
  applied,
  unchanged,
  onApply,
  onUndo,
}: {
  what: SuggestedPart;
  applied: boolean;
  unchanged: boolean;
  onApply: () => void;
  onUndo: () => void;
}) {
  return applied ? (
    <Button variant="ghost" size="sm" onClick={onUndo}>
      {t(BUTTONS[what].undo)}
    </Button>
  ) : (
    <Button variant="secondary" size="sm" disabled={unchanged} onClick={onApply}>
      {t(BUTTONS[what].apply)}
    </Button>
  );
}

/**
 * 'Beschreibung verbessern': asks /api/ai/improve-description and shows the suggestions beside the text. Nothing is
 * replaced unless the person presses "übernehmen"; an applied suggestion can be undone.
 */
export function DescriptionAssistant({
  read,
  currentTitle,
  currentDescription,
  onApplyTitle,
  onApplyDescription,
}: {
  /** The title, text and kind as the form holds them at the moment of the click. */
  read: () => ImproveDescriptionRequest;
  currentTitle: string;
  currentDescription: string;
  onApplyTitle: (title: string) => void;
  onApplyDescription: (description: string) => void;
}) {
  const headingId = useId();
  const improve = useImproveDescription();
  const [problem, setProblem] = useState<string | null>(null);
  /** What the form held before a suggestion was taken over, per part; a part is here only while it can be undone. */
  const [undo, setUndo] = useState<Partial<Record<SuggestedPart, string>>>({});
  const applyTo: Record<SuggestedPart, (text: string) => void> = { title: onApplyTitle, description: onApplyDescription };
  const current: Record<SuggestedPart, string> = { title: currentTitle, description: currentDescription };

  const takeOver = (part: SuggestedPart, suggested: string) => {
    setUndo((previous) => ({ ...previous, [part]: current[part] }));
    applyTo[part](suggested);
  };
  const restore = (part: SuggestedPart) => {
    applyTo[part](undo[part] ?? '');
    setUndo(({ [part]: _restored, ...rest }) => rest);
  };

  const ask = () => {
    const parsed = improveDescriptionRequestSchema.safeParse(read());
    if (!parsed.success) {
      setProblem(firstIssueMessage(parsed.error) ?? t('editor.assistant.titleRequired'));
      return;
    }
    setProblem(null);
    setUndo({});
    improve.mutate(parsed.data);
  };

  const close = () => {
    improve.reset();
    setUndo({});
  };

  const suggestion = improve.data;
  return (
    <div className="assistant">
      <div className="assistant__bar">
        <Button variant="secondary" size="sm" onClick={ask} disabled={improve.isPending}>
          <Icon name="sparkles" size={16} />
          {improve.isPending ? t('editor.assistant.analysing') : t('editor.assistant.improve')}
        </Button>
        <span className="muted assistant__note">{t('editor.assistant.note')}</span>
      </div>
      {problem ? <FormMessage tone="info">{problem}</FormMessage> : null}
      {improve.isError ? (
        <FormMessage tone="error">{t('editor.assistant.loadError', { reason: improve.error.message })}</FormMessage>
      ) : null}
      {suggestion ? (
        <section className="assistant__panel" aria-labelledby={headingId}>
          <div className="assistant__header">
            <h3 id={headingId}>{t('editor.assistant.heading')}</h3>
            <button type="button" className="icon-button" onClick={close} aria-label={t('editor.assistant.close')}>
              <Icon name="close" size={18} />
            </button>
          </div>

          <p className="assistant__score" role="status">
            {t('editor.assistant.readability')}{' '}
            <strong>{t('editor.assistant.score', { score: Math.round(suggestion.readability.score) })}</strong>{' '}
            {t('editor.assistant.scoreLabel', { label: suggestion.readability.label })}
          </p>

          <div className="assistant__block">
            <h4>{t('editor.assistant.suggestedTitle')}</h4>
            <p className="assistant__title">{suggestion.suggestedTitle}</p>
            <div className="button-row">
              <ApplyOrUndoButton
                what="title"
                applied={undo.title !== undefined}
                unchanged={suggestion.suggestedTitle === currentTitle}
                onApply={() => takeOver('title', suggestion.suggestedTitle)}
                onUndo={() => restore('title')}
              />
            </div>
          </div>

          <div className="assistant__block">
            <h4>{t('editor.assistant.missing')}</h4>
            {suggestion.missingFacts.length ? (
              <ul className="chip-list" aria-label={t('editor.assistant.missing')}>
                {suggestion.missingFacts.map((fact) => (
                  <li key={fact} className="chip chip--warning">
                    {fact}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('editor.assistant.nothingMissing')}</p>
            )}
          </div>

          <div className="assistant__sections">
            {(Object.keys(SECTION_TITLES) as Array<keyof typeof SECTION_TITLES>).map((key) => (
              <div key={key} className="assistant__block">
                <h4>{t(SECTION_TITLES[key])}</h4>
                {suggestion.sections[key].length ? (
                  <ul>
                    {suggestion.sections[key].map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="muted">{t('editor.assistant.notYet')}</p>
                )}
              </div>
            ))}
          </div>

          {suggestion.hints.length ? (
            <div className="assistant__block">
              <h4>{t('editor.assistant.tips')}</h4>
              <ul>
                {suggestion.hints.map((hint) => (
                  <li key={hint}>{hint}</li>
                ))}
              </ul>
            </div>
          ) : null}

          <div className="assistant__block">
            <h4>{t('editor.assistant.suggestedDescription')}</h4>
            <div className="assistant__text">{suggestion.suggestedDescription}</div>
            <div className="button-row">
              <ApplyOrUndoButton
                what="description"
                applied={undo.description !== undefined}
                unchanged={suggestion.suggestedDescription === currentDescription}
                onApply={() => takeOver('description', suggestion.suggestedDescription)}
                onUndo={() => restore('description')}
              />
            </div>
          </div>
        </section>
      ) : null}
    </div>
  );
}
