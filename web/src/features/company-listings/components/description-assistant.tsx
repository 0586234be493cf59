import { improveDescriptionRequestSchema, type ImproveDescriptionRequest } from '@praxisnah/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { useImproveDescription } from '../api/improve-description';

const SECTION_TITLES = { aufgaben: 'Aufgaben', anforderungen: 'Anforderungen', wirBieten: 'Wir bieten' } as const;

/** The parts of the form a suggestion can replace. */
type SuggestedPart = 'title' | 'description';

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
  what: 'Titel' | 'Beschreibung';
  applied: boolean;
  unchanged: boolean;
  onApply: () => void;
  onUndo: () => void;
}) {
  return applied ? (
    <Button variant="ghost" size="sm" onClick={onUndo}>
      {what} zurücksetzen
    </Button>
  ) : (
    <Button variant="secondary" size="sm" disabled={unchanged} onClick={onApply}>
      {what} übernehmen
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
      setProblem(parsed.error.issues[0]?.message ?? 'Bitte geben Sie Titel und Beschreibung ein.');
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
          {improve.isPending ? 'Wird analysiert...' : 'Beschreibung verbessern'}
        </Button>
        <span className="muted assistant__note">
          Vorschläge für Aufbau, fehlende Angaben und Lesbarkeit – Ihr Text bleibt, bis Sie etwas übernehmen.
        </span>
      </div>
      {problem ? <FormMessage tone="info">{problem}</FormMessage> : null}
      {improve.isError ? (
        <FormMessage tone="error">Die Vorschläge konnten nicht geladen werden. {improve.error.message}</FormMessage>
      ) : null}
      {suggestion ? (
        <section className="assistant__panel" aria-labelledby={headingId}>
          <div className="assistant__header">
            <h3 id={headingId}>Vorschläge für Ihren Text</h3>
            <button type="button" className="icon-button" onClick={close} aria-label="Vorschläge schließen">
              <Icon name="close" size={18} />
            </button>
          </div>

          <p className="assistant__score" role="status">
            Lesbarkeit: <strong>{Math.round(suggestion.readability.score)} von 100</strong> ({suggestion.readability.label})
          </p>

          <div className="assistant__block">
            <h4>Vorgeschlagener Titel</h4>
            <p className="assistant__title">{suggestion.suggestedTitle}</p>
            <div className="button-row">
              <ApplyOrUndoButton
                what="Titel"
                applied={undo.title !== undefined}
                unchanged={suggestion.suggestedTitle === currentTitle}
                onApply={() => takeOver('title', suggestion.suggestedTitle)}
                onUndo={() => restore('title')}
              />
            </div>
          </div>

          <div className="assistant__block">
            <h4>Fehlende Angaben</h4>
            {suggestion.missingFacts.length ? (
              <ul className="chip-list" aria-label="Fehlende Angaben">
                {suggestion.missingFacts.map((fact) => (
                  <li key={fact} className="chip chip--warning">
                    {fact}
                  </li>
                ))}
              </ul>
            ) : (
              <p>Alle wichtigen Angaben sind enthalten.</p>
            )}
          </div>

          <div className="assistant__sections">
            {(Object.keys(SECTION_TITLES) as Array<keyof typeof SECTION_TITLES>).map((key) => (
              <div key={key} className="assistant__block">
                <h4>{SECTION_TITLES[key]}</h4>
                {suggestion.sections[key].length ? (
                  <ul>
                    {suggestion.sections[key].map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="muted">Noch nichts dazu im Text.</p>
                )}
              </div>
            ))}
          </div>

          {suggestion.hints.length ? (
            <div className="assistant__block">
              <h4>Tipps</h4>
              <ul>
                {suggestion.hints.map((hint) => (
                  <li key={hint}>{hint}</li>
                ))}
              </ul>
            </div>
          ) : null}

          <div className="assistant__block">
            <h4>Vorgeschlagene Beschreibung</h4>
            <div className="assistant__text">{suggestion.suggestedDescription}</div>
            <div className="button-row">
              <ApplyOrUndoButton
                what="Beschreibung"
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
