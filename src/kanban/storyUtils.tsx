/** Kanban story frames: panels get a fixed 480×320 box, tiles a narrow column. */
import type { Decorator } from '@storybook/react-vite';
import styled from 'styled-components';
import { STORY_CHART_WIDTH } from '../charts/storyUtils';

const PanelBox = styled.div`
  width: ${STORY_CHART_WIDTH}px;
  height: 320px;
`;
const TileBox = styled.div`
  width: 280px;
`;

export const panelFrame: Decorator = (Story) => (
  <PanelBox>
    <Story />
  </PanelBox>
);
export const tileFrame: Decorator = (Story) => (
  <TileBox>
    <Story />
  </TileBox>
);
