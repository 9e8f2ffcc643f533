/**
 * Mainland resident identity numbers (GB 11643-1999): six digits of the issuing area, the holder's
 * birth date (YYYYMMDD), a three-digit sequence whose last digit is odd for men and even for women,
 * and a check character (ISO 7064 MOD 11-2: 0–9 or X). Shared by the server and the forms.
 */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECKS = '10X98765432';
const SHAPE = /^[1-9]\d{16}[\dX]$/;

/** What is wrong with an ID number: its shape, the birth date inside it, or its check character. */
export type IdCardProblem = 'format' | 'birth' | 'check';

/** The check character the first 17 digits call for. */
export function idCardCheckChar(first17: string): string {
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * WEIGHTS[i]!, 0);
  return CHECKS[sum % 11]!;
}

/** The birth date inside an 18-digit number (YYYY-MM-DD), whether or not it is a real day. */
export function idCardBirth(id: string): string {
  return `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
}

/** The holder's gender by the sequence's last digit (odd: male). */
export function idCardGender(id: string): 'male' | 'female' {
  return Number(id[16]) % 2 === 1 ? 'male' : 'female';
}

/** Null when `raw` (capital or small x) is a valid number born between 1900 and today. */
export function idCardProblem(raw: string, today = new Date()): IdCardProblem | null {
  const id = raw.toUpperCase();
  if (!SHAPE.test(id)) return 'format';
  const birth = idCardBirth(id);
  const d = new Date(`${birth}T00:00:00Z`);
  const now = today.toISOString().slice(0, 10);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== birth || birth < '1900-01-01' || birth > now) return 'birth';
  return idCardCheckChar(id.slice(0, 17)) === id[17] ? null : 'check';
}
