/** Screenshots must not depend on timing: stop animations, transitions and the caret. */
export function freezeMotion(): void {
  const style = document.createElement('style');
  style.setAttribute('data-test', 'freeze-motion');
  style.textContent = `*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
    transition: none !important; caret-color: transparent !important; }`;
  document.head.appendChild(style);
}
