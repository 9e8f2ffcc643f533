import { useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { t } from '../../i18n';
import { Icon } from '../../icons';
import type { Size } from '../types';
import { clampPage, JUMP_STEP, pageCountOf, pageItems } from './pageItems';
import { JumpInput, Jumper, List, Nav, PageButton, SizeSelect, Total } from './Pagination.styles';

/** Spec §9: lists show 10 rows per page unless the user picks another size. */
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** Total number of rows across all pages. */
  total: number;
  /** Current page, 1-based (controlled). */
  current?: number;
  defaultCurrent?: number;
  /** Rows per page (controlled). */
  pageSize?: number;
  defaultPageSize?: number;
  pageSizeOptions?: readonly number[];
  /** Called with the new page and page size; changing the size returns to page 1. */
  onChange?: (page: number, pageSize: number) => void;
  showSizeChanger?: boolean;
  showQuickJumper?: boolean;
  showTotal?: boolean;
  size?: Size;
  disabled?: boolean;
}

export function Pagination({
  total,
  current,
  defaultCurrent = 1,
  pageSize,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  onChange,
  showSizeChanger = true,
  showQuickJumper = true,
  showTotal = true,
  size = 'md',
  disabled = false,
  ...rest
}: PaginationProps) {
  const [innerPage, setInnerPage] = useState(defaultCurrent);
  const [innerSize, setInnerSize] = useState(defaultPageSize);
  const [jumpText, setJumpText] = useState('');
  const activeSize = pageSize ?? innerSize;
  const pageCount = pageCountOf(total, activeSize);
  const activePage = clampPage(current ?? innerPage, pageCount);

  const go = (page: number, nextSize = activeSize) => {
    const target = clampPage(page, pageCountOf(total, nextSize));
    if (current === undefined) setInnerPage(target);
    if (pageSize === undefined) setInnerSize(nextSize);
    if (target !== activePage || nextSize !== activeSize) onChange?.(target, nextSize);
  };

  const jump = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    const typed = Number.parseInt(jumpText, 10);
    if (Number.isFinite(typed)) go(typed);
    setJumpText('');
  };

  const options = pageSizeOptions.includes(activeSize) ? pageSizeOptions : [...pageSizeOptions, activeSize].sort((a, b) => a - b);

  return (
    <Nav aria-label={t('table.pagination.label')} $size={size} {...rest}>
      {showTotal && <Total>{t('table.pagination.total', { total })}</Total>}
      <List>
        <li>
          <PageButton type="button" $size={size} $bare aria-label={t('table.pagination.previous')}
            disabled={disabled || activePage <= 1} onClick={() => go(activePage - 1)}>
            <Icon name="chevronLeft" size="sm" />
          </PageButton>
        </li>
        {pageItems(activePage, pageCount).map((item) =>
          item.type === 'page' ? (
            <li key={`page-${item.page}`}>
              <PageButton type="button" $size={size} $active={item.page === activePage} disabled={disabled}
                aria-label={t('table.pagination.page', { page: item.page })}
                aria-current={item.page === activePage ? 'page' : undefined} onClick={() => go(item.page)}>
                {item.page}
              </PageButton>
            </li>
          ) : (
            <li key={item.type}>
              <PageButton type="button" $size={size} $bare disabled={disabled} onClick={() => go(item.page)}
                aria-label={t(item.type === 'jump-backward' ? 'table.pagination.jumpBackward' : 'table.pagination.jumpForward', { count: JUMP_STEP })}>
                <Icon name="more" size="sm" />
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton type="button" $size={size} $bare aria-label={t('table.pagination.next')}
            disabled={disabled || activePage >= pageCount} onClick={() => go(activePage + 1)}>
            <Icon name="chevronRight" size="sm" />
          </PageButton>
        </li>
      </List>
      {showSizeChanger && (
        <SizeSelect $size={size} aria-label={t('table.pagination.pageSize')} value={activeSize} disabled={disabled}
          onChange={(event) => go(1, Number(event.target.value))}>
          {options.map((option) => (
            <option key={option} value={option}>{t('table.pagination.pageSizeOption', { size: option })}</option>
          ))}
        </SizeSelect>
      )}
      {showQuickJumper && (
        <Jumper>
          {t('table.pagination.jumpTo')}
          <JumpInput $size={size} inputMode="numeric" aria-label={t('table.pagination.jumpLabel')} value={jumpText}
            disabled={disabled} onChange={(event) => setJumpText(event.target.value.replace(/\D/g, ''))} onKeyDown={jump} />
          {t('table.pagination.jumpUnit')}
        </Jumper>
      )}
    </Nav>
  );
}
