import styled from 'styled-components';

export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  height: 100vh;
  background: ${(p) => p.theme.color.bg.layout};
  .sr-fav {
    border: 1px solid ${(p) => p.theme.color.border.default};
    border-radius: ${(p) => p.theme.radius.md};
    background: ${(p) => p.theme.color.bg.container};
    color: ${(p) => p.theme.color.text.secondary};
    height: ${(p) => p.theme.control.height.sm};
    padding: 0 ${(p) => p.theme.space.sm};
    font: inherit;
    cursor: pointer;
  }
`;
export const Body = styled.div`display: flex; flex: 1; min-height: 0;`;
export const Main = styled.main`display: flex; flex-direction: column; flex: 1; min-width: 0;`;
export const Content = styled.div`flex: 1; min-height: 0; position: relative;`;
/** Off screen until focused: the first Tab stop jumps past the header and menu to the page. */
export const SkipLink = styled.a`
  position: absolute;
  left: ${(p) => p.theme.space.sm};
  top: ${(p) => p.theme.space.sm};
  z-index: ${(p) => p.theme.z.toast};
  padding: ${(p) => p.theme.space.xs} ${(p) => p.theme.space.md};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.primary.solid};
  color: ${(p) => p.theme.color.primary.onSolid};
  box-shadow: ${(p) => p.theme.shadow.md};
  transform: translateY(-200%);
  &:focus { transform: none; outline: 2px solid ${(p) => p.theme.color.border.focus}; }
`;
