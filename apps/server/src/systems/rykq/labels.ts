/** Enum labels as SQL CASE expressions (values of the catalogue's enums are plain identifiers). */
import { findEnum } from '../../../../catalogue/src';

export function labelSql(enumCode: string, column: string): string {
  const options = findEnum('rykq', enumCode)?.options ?? [];
  for (const o of options) if (!/^[A-Za-z0-9_]+$/.test(o.value)) throw new Error(`bad enum value ${o.value}`);
  return `CASE ${column} ${options.map((o) => `WHEN '${o.value}' THEN '${o.label}'`).join(' ')} ELSE ${column} END`;
}
