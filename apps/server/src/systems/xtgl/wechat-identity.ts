/**
 * The simulated WeChat identities (decision 0341): each platform user's WeChat work userid and
 * mini-program openid are derived from their tenant and user id, as a real WeChat would hand out
 * stable ids per person and app. Knowing an id grants nothing: only a code issued to the signed-in
 * user for their own identity binds or signs in. Pure (the seed runs it in the browser too).
 */
export type BindType = 'work' | 'mp';

function fnvHex(text: string, rounds: number): string {
  let out = '';
  for (let r = 0; r < rounds; r++) {
    let h = 0x811c9dc5 ^ r;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    out += (h >>> 0).toString(16).padStart(8, '0');
  }
  return out;
}

/** WeChat work: `wx` + 12 hex; mini-program openid: `o` + 27 characters, as WeChat's look. */
export function wxIdentity(tenantId: string, userId: string, type: BindType): string {
  const hex = fnvHex(`${type}|${tenantId}|${userId}`, 4);
  return type === 'work' ? `wx${hex.slice(0, 12)}` : `o${hex.slice(0, 27)}`;
}

export const BIND_LABEL: Record<BindType, string> = { work: '企业微信', mp: '微信小程序' };
