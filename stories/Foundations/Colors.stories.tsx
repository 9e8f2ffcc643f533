import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Frame, Section, Swatch, SwatchGrid } from './TokenView';

const meta = { title: 'Foundations/Colors', tags: ['autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const statusGroups = ['primary', 'success', 'warning', 'error', 'info'] as const;
const neutralGroups = ['bg', 'text', 'border', 'fill', 'nav'] as const;

/** Palettes 1–10 derived from each seed colour. */
export const Palettes: Story = {
  render: () => (
    <Frame>
      {(tokens) => (
        <>
          {Object.entries(tokens.color.palette).map(([name, shades]) => (
            <Section key={name}>
              <h2>{name === 'primary' ? '主色色板' : '中性色板'}</h2>
              <SwatchGrid>
                {Object.entries(shades).map(([shade, value]) => (
                  <Swatch key={shade} path={['color', 'palette', name, shade]} value={value} />
                ))}
              </SwatchGrid>
            </Section>
          ))}
          <Section>
            <h2>图表系列色</h2>
            <SwatchGrid>
              {Object.entries(tokens.color.chart).map(([i, value]) => (
                <Swatch key={i} path={['color', 'chart', i]} value={value} />
              ))}
            </SwatchGrid>
          </Section>
        </>
      )}
    </Frame>
  ),
};

/** Semantic aliases: what components actually use. */
export const Semantic: Story = {
  render: () => (
    <Frame>
      {(tokens) => (
        <>
          {[...statusGroups, ...neutralGroups].map((group) => (
            <Section key={group}>
              <h2>{group}</h2>
              <SwatchGrid>
                {Object.entries(tokens.color[group] as Record<string, string>).map(([key, value]) => (
                  <Swatch key={key} path={['color', group, key]} value={value} />
                ))}
              </SwatchGrid>
            </Section>
          ))}
        </>
      )}
    </Frame>
  ),
  play: async ({ canvas }) => {
    // The page lists the live token names, so a renamed token shows up here at once.
    await expect(canvas.getByText('primary.solid', { selector: 'code' })).toBeInTheDocument();
    await expect(canvas.getByText('text.secondary', { selector: 'code' })).toBeInTheDocument();
  },
};
