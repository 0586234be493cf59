import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface MenuItem {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  /** Marks a choice among several (e.g. the current status) as the selected one. */
  checked?: boolean;
  tone?: 'danger';
  /** Draws a line above the item, to group related actions. */
  separated?: boolean;
}

/**
 * A menu button: Enter, Space or Arrow Down open it on the first item; arrows, Home and End move; Escape closes it
 * and returns the focus to the button; a click outside or Tab closes it.
 */
export function Menu({
  buttonLabel,
  buttonAriaLabel,
  buttonClassName,
  items,
  align = 'end',
}: {
  buttonLabel: ReactNode;
  /** A fuller name for assistive technology, e.g. which row's actions; it should start with the visible label. */
  buttonAriaLabel?: string;
  buttonClassName?: string;
  items: MenuItem[];
  align?: 'start' | 'end';
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const listRef = useRef<HTMLDivElement>(null);
  const [upwards, setUpwards] = useState(false);

  // Near the bottom of a phone the list would end under the tab bar or off screen: then it opens upwards.
  useLayoutEffect(() => {
    const list = listRef.current?.getBoundingClientRect();
    const button = buttonRef.current?.getBoundingClientRect();
    if (!open || !list || !button) return;
    const floor = Math.min(window.innerHeight, document.querySelector('.bottom-bar')?.getBoundingClientRect().top ?? Infinity);
    const roomBelow = floor - button.bottom;
    setUpwards(list.height > roomBelow && button.top > roomBelow);
  }, [open]);

  const focusItem = (index: number) => {
    const enabled = items.map((item, position) => (item.disabled ? -1 : position)).filter((position) => position >= 0);
    if (!enabled.length) return;
    const target = enabled.includes(index) ? index : index < 0 ? enabled[enabled.length - 1] : enabled[0];
    if (target !== undefined) itemRefs.current[target]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  // Only when the menu opens: moving the focus again on every render would fight the arrow keys.
  const focusFirst = useEffectEvent(() => itemRefs.current[items.findIndex((item) => !item.disabled)]?.focus());
  useEffect(() => {
    if (open) focusFirst();
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = itemRefs.current.findIndex((element) => element === document.activeElement);
    const step = (direction: 1 | -1) => {
      for (let offset = 1; offset <= items.length; offset += 1) {
        const index = (current + direction * offset + items.length) % items.length;
        if (!items[index]?.disabled) return index;
      }
      return current;
    };
    if (event.key === 'ArrowDown') focusItem(step(1));
    else if (event.key === 'ArrowUp') focusItem(step(-1));
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(-1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className="menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={cn('btn btn--secondary btn--sm', buttonClassName)}
        aria-label={buttonAriaLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {buttonLabel}
      </button>
      {open ? (
        <div
          id={menuId}
          ref={listRef}
          role="menu"
          className={cn('menu__list', `menu__list--${align}`, upwards && 'menu__list--up')}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item, index) => (
            <button
              key={item.key}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
              aria-checked={item.checked}
              tabIndex={-1}
              disabled={item.disabled}
              className={cn('menu__item', item.tone === 'danger' && 'menu__item--danger', item.separated && 'menu__item--separated')}
              onClick={() => {
                close(true);
                item.onSelect();
              }}
            >
              <span className="menu__check" aria-hidden="true">
                {item.checked ? '✓' : ''}
              </span>
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
