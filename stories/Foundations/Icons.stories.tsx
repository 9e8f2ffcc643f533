import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { Icon, iconPaths, type IconName } from '../../src/icons';
import { Section } from './TokenView';

const meta = { title: 'Foundations/Icons', tags: ['autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${(p) => p.theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${(p) => p.theme.space.xs};
    padding: ${(p) => p.theme.space.sm};
    border: 1px solid ${(p) => p.theme.color.border.secondary};
    border-radius: ${(p) => p.theme.radius.md};
    color: ${(p) => p.theme.color.text.primary};
  }
  code { font-family: ${(p) => p.theme.font.familyMono}; font-size: ${(p) => p.theme.font.size.sm}; color: ${(p) => p.theme.color.text.secondary}; }
`;

const names = Object.keys(iconPaths) as IconName[];

/** 全部图标（24×24 线性图标，颜色取 currentColor）：`<Icon name="…" size="sm | md | lg" />`，新增图标只需在 src/icons/paths.ts 加一项。 */
export const AllIcons: Story = {
  render: () => (
    <Section>
      <h2>图标</h2>
      <Grid>
        {names.map((name) => (
          <li key={name}>
            <Icon name={name} size="lg" />
            <code>{name}</code>
          </li>
        ))}
      </Grid>
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of names) await expect(canvas.getByText(name, { selector: 'code' })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('li svg')).toHaveLength(names.length);
  },
};
