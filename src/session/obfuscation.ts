/**
 * The spec's light obfuscation of the remembered credential: every character code shifted
 * by a fixed amount, then URL-encoded twice. Obfuscation only, not protection — which is
 * why the credential stored is the hashed wire form (docs/decisions/0201).
 */
const SHIFT = 3;

const shift = (text: string, by: number): string =>
  Array.from(text, (char) => String.fromCodePoint((char.codePointAt(0) ?? 0) + by)).join('');

export function obfuscate(text: string): string {
  return encodeURIComponent(encodeURIComponent(shift(text, SHIFT)));
}

export function deobfuscate(stored: string): string {
  return shift(decodeURIComponent(decodeURIComponent(stored)), -SHIFT);
}
