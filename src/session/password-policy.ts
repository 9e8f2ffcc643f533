/**
 * The tenant password policy (§4, §5): rules fetched by param_password_validate, the
 * `regex` item tested, the `tip` item shown on failure.
 */
import { session as messages } from '../i18n/messages/session';
import type { RequestClient } from '../request/client';
import { SPEC_CONSTANTS } from '../request/constants';
import { defineEndpoint } from '../request/endpoint';
import { SESSION_URLS } from './urls';

export interface ParamItem {
  parmCode: string;
  parmName: string;
}

export interface PasswordPolicy {
  regex?: string;
  tip?: string;
}

export function toPasswordPolicy(items: unknown): PasswordPolicy {
  const policy: PasswordPolicy = {};
  if (!Array.isArray(items)) return policy;
  for (const item of items as ParamItem[]) {
    if (item?.parmCode === 'regex') policy.regex = item.parmName;
    if (item?.parmCode === 'tip') policy.tip = item.parmName;
  }
  return policy;
}

export type PolicyCheck = { ok: true } | { ok: false; tip: string };

/** Tests the typed password against the rule; no rule means nothing to enforce. */
export function checkPasswordPolicy(typed: string, policy: PasswordPolicy): PolicyCheck {
  if (!policy.regex) return { ok: true };
  let rule: RegExp;
  try {
    rule = new RegExp(policy.regex);
  } catch {
    return { ok: true }; // a broken tenant rule must not lock everyone out
  }
  return rule.test(typed) ? { ok: true } : { ok: false, tip: policy.tip || messages.passwordRuleFailed };
}

const paramEndpoint = defineEndpoint({
  url: SESSION_URLS.getByParamTypeCode,
  method: 'post',
  entity: 'form',
  pack: 'parameters',
  authFailure: 'session',
});

/** Fetches the rule items of a parameter type (default: the password rules). */
export async function getByParamTypeCode(
  client: RequestClient,
  tenantId: string,
  paramTypeCode: string = SPEC_CONSTANTS.passwordParamTypeCode,
): Promise<ParamItem[]> {
  const answer = await client.call<unknown>(paramEndpoint, { tenantId, paramTypeCode });
  return Array.isArray(answer.data) ? (answer.data as ParamItem[]) : [];
}

export async function fetchPasswordPolicy(client: RequestClient, tenantId: string): Promise<PasswordPolicy> {
  return toPasswordPolicy(await getByParamTypeCode(client, tenantId));
}

