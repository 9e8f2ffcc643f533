import { useRef, useState, type KeyboardEvent } from 'react';
import { nextEnabled, typeAheadIndex, type SelectOption } from './optionMatch';

interface NavigationArgs<V extends string | number> {
  options: SelectOption<V>[];
  open: boolean;
  setOpen: (open: boolean) => void;
  searchable: boolean;
  firstSelectedIndex: () => number;
  pick: (option: SelectOption<V>) => void;
  removeLast: () => void;
  queryEmpty: boolean;
}

const TYPE_AHEAD_RESET_MS = 600;

/** Keyboard of the combobox (arrows, Home/End, Enter, Escape, Backspace, type-ahead). */
export function useSelectNavigation<V extends string | number>({
  options, open, setOpen, searchable, firstSelectedIndex, pick, removeLast, queryEmpty,
}: NavigationArgs<V>) {
  const [activeIndex, setActiveIndex] = useState(-1);
  const typed = useRef({ text: '', at: 0 });

  const openAt = (index: number) => {
    setOpen(true);
    setActiveIndex(index >= 0 ? index : nextEnabled(options, -1, 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      const direction = key === 'ArrowDown' ? 1 : -1;
      if (!open) openAt(firstSelectedIndex());
      else if (options.length) setActiveIndex((current) => nextEnabled(options, current < 0 && direction < 0 ? 0 : current, direction));
    } else if ((key === 'Home' || key === 'End') && open && !searchable) {
      event.preventDefault();
      setActiveIndex(key === 'Home' ? nextEnabled(options, -1, 1) : nextEnabled(options, 0, -1));
    } else if (key === 'Enter') {
      event.preventDefault();
      const option = options[activeIndex];
      if (!open) openAt(firstSelectedIndex());
      else if (option && !option.disabled) pick(option);
    } else if (key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (key === 'Tab' && open) {
      setOpen(false);
    } else if (key === 'Backspace' && queryEmpty) {
      removeLast();
    } else if (!searchable && key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      const now = event.timeStamp;
      const text = now - typed.current.at > TYPE_AHEAD_RESET_MS ? key : typed.current.text + key;
      typed.current = { text, at: now };
      // A repeated single letter cycles through the matches; otherwise stay on the current one if it still fits.
      const from = text.length > 1 ? activeIndex - 1 : activeIndex;
      const found = typeAheadIndex(options, text, from);
      if (found >= 0) openAt(found);
    }
  };

  return { activeIndex, setActiveIndex, onKeyDown, openAt };
}
