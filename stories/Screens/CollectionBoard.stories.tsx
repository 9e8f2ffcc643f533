import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { canvasViewport, chartsDrawn } from '../../src/charts/storyUtils';
import { CollectionBoard } from '../../src/kanban/fixtures/CollectionBoard';

/**
 * 垃圾收运平台看板: the complete collection board on a BigScreen. The visual test screenshots
 * it in all three themes (TechBlue is the big-screen theme); BigScreen.test.tsx checks the
 * 1920×1080, 1366×768 and 3840×2160 windows.
 */
const meta = {
  title: 'Screens/垃圾收运平台看板',
  component: CollectionBoard,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', ...canvasViewport.parameters },
  globals: canvasViewport.globals,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '垃圾收运平台看板' })).toBeInTheDocument();
    await chartsDrawn(canvasElement);
  },
} satisfies Meta<typeof CollectionBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TechBlue: Story = { globals: { theme: 'TechBlue' } };
/**
 * The same board first drawn in the two light themes (axe runs in each). Their screenshots are
 * taken after switching to each theme, so they also check that a redraw on a theme change
 * matches a board first drawn in that theme.
 */
export const ClassicBlue: Story = { globals: { theme: 'ClassicBlue' } };
export const OceanBlue: Story = { globals: { theme: 'OceanBlue' } };
