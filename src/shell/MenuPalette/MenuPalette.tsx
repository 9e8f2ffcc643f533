/**
 * The Ctrl+K menu palette: one search box over every system's menu (name, pinyin, initials),
 * sections for results or, with empty text, recent and favourite pages; ↑/↓ and Enter.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../icons';
import { t } from '../../i18n';
import type { SavedPage } from '../menuSearch/recent';
import { Content, Empty, Footer, Hint, Item, ItemPath, List, Overlay, SearchBox, SectionTitle, VisuallyHidden } from './MenuPalette.styles';


/** System / group / … without repeats (a server path may start with the system's own name). */
export function breadcrumb(systemName: string | undefined, namePath: readonly string[] = []): string {
  const parts = [systemName, ...namePath].filter((p): p is string => Boolean(p));
  return parts.filter((p, i) => p !== parts[i - 1]).join(' / ');
}

export interface PaletteSection {
  title: string;
  items: SavedPage[];
}

export interface MenuPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  query: string;
  onQueryChange: (query: string) => void;
  sections: readonly PaletteSection[];
  onPick: (item: SavedPage) => void;
}

export function MenuPalette({ open, onOpenChange, query, onQueryChange, sections, onPick }: MenuPaletteProps) {
  const id = useId();
  const flat = sections.flatMap((s) => s.items.map((item) => ({ item, section: s.title })));
  const [cursor, setCursor] = useState(0);
  useEffect(() => setCursor(0), [query, sections.length]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setCursor((c) => (flat.length ? (c + step + flat.length) % flat.length : 0));
    } else if (event.key === 'Enter' && flat[cursor]) {
      event.preventDefault();
      onPick(flat[cursor].item);
    }
  };

  let index = -1;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <Overlay />
        <Content aria-describedby={`${id}-hint`}>
          <RadixDialog.Title asChild><VisuallyHidden>{t('shell.search.paletteTitle')}</VisuallyHidden></RadixDialog.Title>
          <SearchBox>
            <Icon name="search" />
            <input role="combobox" aria-expanded aria-controls={`${id}-list`} aria-label={t('shell.search.label')}
              aria-activedescendant={flat[cursor] ? `${id}-o-${cursor}` : undefined} autoFocus
              placeholder={t('shell.search.placeholder')} value={query} onChange={(e) => onQueryChange(e.target.value)} onKeyDown={onKeyDown} />
          </SearchBox>
          <List id={`${id}-list`} role="listbox" aria-label={t('shell.search.results')}>
            {sections.map((section) => (
              <li key={section.title} role="presentation">
                <SectionTitle aria-hidden="true">{section.title}</SectionTitle>
                <ul role="group" aria-label={section.title}>
                  {section.items.map((item) => {
                    index += 1;
                    const at = index;
                    return (
                      <Item key={`${section.title}-${item.id}`} id={`${id}-o-${at}`} role="option" aria-selected={at === cursor}
                        onMouseEnter={() => setCursor(at)} onClick={() => onPick(item)}>
                        <span>{item.name}</span>
                        <ItemPath>{breadcrumb(item.systemName, item.namePath)}</ItemPath>
                      </Item>
                    );
                  })}
                </ul>
              </li>
            ))}
          </List>
          {flat.length === 0 && query.trim() && <Empty role="status">{t('shell.search.empty')}</Empty>}
          <Footer><Hint id={`${id}-hint`}>{t('shell.search.hint')}</Hint></Footer>
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
