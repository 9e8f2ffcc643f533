import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body {
    margin: 0;
    font-family: ${(p) => p.theme.font.family};
    font-size: ${(p) => p.theme.font.size.md};
    line-height: ${(p) => p.theme.font.lineHeight.normal};
    color: ${(p) => p.theme.color.text.primary};
    background: ${(p) => p.theme.color.bg.layout};
    -webkit-font-smoothing: antialiased;
  }
  /* Form controls do not inherit fonts by default: without this, CJK text in a bare control falls back to a system font (or boxes). */
  button, input, select, textarea { font: inherit; }
  :focus-visible {
    outline: 2px solid ${(p) => p.theme.color.border.focus};
    outline-offset: 1px;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
