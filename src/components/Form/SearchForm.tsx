import { Children, isValidElement, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { t } from '../../i18n';
import { Button } from '../Button';
import { Form } from './Form';
import { SearchActions, SearchCell, SearchGrid } from './layouts.styles';
import { trimDeep } from './trimDeep';
import { useGridColumns } from './useGridColumns';

export interface SearchFormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** Called by 查询, by Enter in any field, and after 重置 with the default values. */
  onSearch: (values: T) => void;
  onReset?: () => void;
  /** Accessible name of the search region. */
  'aria-label'?: string;
  /** Label column width (CSS length); labels sit left of their fields. Default: 6em, or the longest field label's. */
  labelWidth?: string;
  defaultExpanded?: boolean;
  /** FormField elements, one grid cell each. */
  children: ReactNode;
}

/** Wide enough for the longest label and its colon (CJK characters ≈ 1em), and for `least` characters. */
export function labelWidthFor(labels: readonly string[], least = 4): string {
  const longest = Math.max(least, ...labels.map((l) => [...l].length));
  return `${longest + 1}em`;
}

const labelOf = (node: ReactNode) => (isValidElement<{ label?: unknown }>(node) && typeof node.props.label === 'string' ? node.props.label : '');

/**
 * Inline query fields in a responsive grid above a table. When the fields and the buttons
 * need more than one row, only the first row shows until 展开 is pressed.
 */
export function SearchForm<T extends FieldValues>({
  form, onSearch, onReset, labelWidth, defaultExpanded = false, children, ...rest
}: SearchFormProps<T>) {
  const gridRef = useRef<HTMLDivElement>(null);
  const columns = useGridColumns(gridRef);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const fields = Children.toArray(children);
  const width = labelWidth ?? labelWidthFor(fields.map(labelOf), 5);
  const overflows = fields.length + 1 > columns;
  const visibleCount = expanded || !overflows ? fields.length : columns - 1;

  const reset = () => {
    form.reset();
    onReset?.();
    onSearch(trimDeep(form.getValues()));
  };

  return (
    <Form form={form} onSubmit={onSearch} layout="horizontal" labelWidth={width} role="search" aria-label={rest['aria-label']}>
      <SearchGrid ref={gridRef}>
        {fields.map((field, index) => (
          <SearchCell key={index} hidden={index >= visibleCount}>
            {field}
          </SearchCell>
        ))}
        <SearchActions>
          <Button onClick={reset}>{t('inputs.form.reset')}</Button>
          <Button variant="primary" htmlType="submit" icon="search">
            {t('inputs.form.search')}
          </Button>
          {overflows && (
            <Button variant="link" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
              {expanded ? t('inputs.form.collapse') : t('inputs.form.expand')}
            </Button>
          )}
        </SearchActions>
      </SearchGrid>
    </Form>
  );
}
