/**
 * One request per report and period on a board: tiles that read the same report (收运车次,
 * 收运量 and 出车数 all come from one daily row) share it instead of asking three times.
 * A board refresh starts a new cache.
 */
import { createContext, useContext } from 'react';
import type { ReportDefinition } from '../../../../catalogue/src';
import type { ModuleData } from '../dataSource';

export type BoardFetch = (report: ReportDefinition, payload: Record<string, unknown>) => Promise<unknown>;

export function sharedFetch(source: Pick<ModuleData, 'report'>): BoardFetch {
  const pending = new Map<string, Promise<unknown>>();
  return (report, payload) => {
    const key = `${report.key}\n${JSON.stringify(payload)}`;
    let answer = pending.get(key);
    if (!answer) {
      answer = source.report(report, payload);
      // A failed answer is not kept: 重试 asks again.
      answer.catch(() => pending.delete(key));
      pending.set(key, answer);
    }
    return answer;
  };
}

export const BoardFetchContext = createContext<BoardFetch | null>(null);
export const useBoardFetch = () => useContext(BoardFetchContext);
