import { t } from '../../i18n';
import { Icon } from '../../icons';
import { ListBox, ListMessage, OptionItem } from '../Select/Select.styles';
import { Column, Columns, ExpandMark } from './Cascader.styles';
import { isLeaf, type CascaderOption, type PathMatch } from './cascaderModel';

interface CascaderPanelProps {
  baseId: string;
  columns: CascaderOption[][];
  activePath: string[];
  selectedPath: string[];
  matches: PathMatch[] | null;
  activeMatch: number;
  optionId: (level: number, value: string) => string;
  onActivate: (level: number, option: CascaderOption) => void;
  onPickMatch: (match: PathMatch) => void;
}

/** Columns of listboxes (省 → 市 → 区), or one flat listbox of matching paths while searching. */
export function CascaderPanel({ baseId, columns, activePath, selectedPath, matches, activeMatch, optionId, onActivate, onPickMatch }: CascaderPanelProps) {
  if (matches) {
    return (
      <>
        <ListBox id={`${baseId}-search`} role="listbox" aria-label={t('inputs.cascader.placeholder')}>
          {matches.map((match, index) => (
            <OptionItem key={match.path.join('/')} id={`${baseId}-match-${index}`} role="option" aria-selected={index === activeMatch}
              $active={index === activeMatch} $selected={false} onMouseDown={(e) => e.preventDefault()} onClick={() => onPickMatch(match)}>
              {match.labels.join(t('inputs.cascader.separator'))}
            </OptionItem>
          ))}
        </ListBox>
        {matches.length === 0 && <ListMessage role="status">{t('inputs.select.empty')}</ListMessage>}
      </>
    );
  }
  return (
    <Columns>
      {columns.map((column, level) => (
        <Column key={level} id={`${baseId}-col-${level}`} role="listbox" aria-label={t('inputs.cascader.level', { level: level + 1 })}>
          {column.map((option) => {
            const active = activePath[level] === option.value;
            const chosen = selectedPath[level] === option.value;
            return (
              <OptionItem
                key={option.value}
                id={optionId(level, option.value)}
                role="option"
                aria-selected={active}
                aria-disabled={option.disabled || undefined}
                $active={active && level === activePath.length - 1}
                $selected={active || chosen}
                $disabled={option.disabled}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => !option.disabled && onActivate(level, option)}
              >
                <span>{option.label}</span>
                {!isLeaf(option) && <ExpandMark><Icon name="chevronRight" size="sm" /></ExpandMark>}
              </OptionItem>
            );
          })}
        </Column>
      ))}
    </Columns>
  );
}
