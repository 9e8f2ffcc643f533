import styled from 'styled-components';

/** The surface a story is drawn on: the theme's layout background, padded unless fullscreen. */
export const StoryFrame = styled.div.attrs({ 'data-story-frame': '' })<{ $padded?: boolean }>`
  padding: ${(p) => (p.$padded ? p.theme.space.md : '0')};
  background: ${(p) => p.theme.color.bg.layout};
  color: ${(p) => p.theme.color.text.primary};
  font-family: ${(p) => p.theme.font.family};
  min-height: 100%;
`;

export const ThemeColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  min-height: 100vh;
`;

export const ThemeColumn = styled.section`
  min-width: 0;
  background: ${(p) => p.theme.color.bg.layout};
`;
