/**
 * What the server checks on a new password's typed text (decrypted from the change call; kept
 * in a local variable only, never stored or logged): the tenant's rule (param_password_validate
 * regex, its tip as the message), and the common-password list. Without a tenant rule, at least
 * 8 characters (OWASP ASVS 5.0 §6.2).
 */
import type { Sql } from '../db/types';
import { messages } from '../http/errors';
import { isCommonPassword } from '../security/common-passwords';

export async function newPasswordProblem(sql: Sql, typed: string): Promise<string | null> {
  const rows = await sql.query<{ parm_code: string; parm_name: string }>(
    `SELECT parm_code, parm_name FROM params WHERE param_type_code = 'param_password_validate'`,
  );
  const regex = rows.find((r) => r.parm_code === 'regex')?.parm_name;
  const tip = rows.find((r) => r.parm_code === 'tip')?.parm_name || messages.passwordRule;
  if (regex ? !new RegExp(regex).test(typed) : [...typed].length < 8) return tip;
  if (isCommonPassword(typed)) return messages.passwordCommon;
  return null;
}
