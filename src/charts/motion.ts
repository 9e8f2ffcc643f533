/** Animation is off when asked, and always under automation (navigator.webdriver) for deterministic tests. */
export function shouldAnimate(requested: boolean | undefined): boolean {
  if (requested === false) return false;
  if (typeof navigator !== 'undefined' && navigator.webdriver) return false;
  return true;
}
