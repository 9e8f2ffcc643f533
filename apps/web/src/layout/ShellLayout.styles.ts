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
