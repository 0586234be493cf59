import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import type { FieldControlProps } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { t } from '@/lib/messages';
import '@/lib/message-parts/companies';

export const MAX_SKILLS = 20;
const MAX_SKILL_LENGTH = 60;

/** Skills as removable chips: type one (or several, comma-separated) and press Enter or "Hinzufügen". */
export function SkillsInput({
  control,
  value,
  onChange,
}: {
  control: FieldControlProps;
  value: string[];
  onChange: (skills: string[]) => void;
}) {
  const [draft, setDraft] = useState('');
  const full = value.length >= MAX_SKILLS;

  const add = () => {
    const next = [...value];
    for (const part of draft.split(',')) {
      const skill = part.trim().slice(0, MAX_SKILL_LENGTH);
      if (!skill || next.length >= MAX_SKILLS) continue;
      if (!next.some((existing) => existing.toLowerCase() === skill.toLowerCase())) next.push(skill);
    }
    onChange(next);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className="skills-input">
      <div className="input-with-button">
        <input
          {...control}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MAX_SKILL_LENGTH * 5}
          disabled={full}
          placeholder={full ? t('editor.listing.skillsFull', { max: MAX_SKILLS }) : t('editor.listing.skillsPlaceholder')}
        />
        <Button variant="secondary" onClick={add} disabled={full || draft.trim() === ''}>
          <Icon name="plus" size={16} /> {t('editor.listing.skillsAdd')}
        </Button>
      </div>
      {value.length > 0 ? (
        <ul className="chip-list skills-input__list" aria-label={t('editor.listing.skillsChosen')}>
          {value.map((skill) => (
            <li key={skill} className="chip chip--removable">
              {skill}
              <button
                type="button"
                className="chip__remove"
                aria-label={t('editor.listing.skillsRemove', { skill })}
                onClick={() => onChange(value.filter((item) => item !== skill))}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
