import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider } from '../src/theme/ThemeProvider';
import { themeAttribute, themeNames, type ThemeName } from '../tokens';
import { registerModuleMessages, t } from '../src/i18n';
import { moduleAreas } from '../src/i18n/messages/module-areas';
import { pageAreas } from '../src/i18n/messages/page-areas';
import { StoryFrame, ThemeColumns, ThemeColumn } from './StoryFrame';

// Stories render module components (maps, video, workflows) without a module page loading their messages.
registerModuleMessages({ ...moduleAreas, ...pageAreas });

document.documentElement.lang = 'zh-CN';

type ThemeGlobal = ThemeName | 'all';

const withTheme: Decorator = (Story, context) => {
  const selected = (context.globals.theme ?? 'ClassicBlue') as ThemeGlobal;
  const fullscreen = context.parameters.layout === 'fullscreen';
  if (selected === 'all' && context.viewMode !== 'docs') {
    // Each column carries its own data-theme: CSS variables cascade from it. Only the first
    // column is interactive and visible to assistive tech, so play functions find one story.
    return (
      <ThemeProvider>
        <ThemeColumns>
          {themeNames.map((name, index) => (
            <ThemeColumn
              key={name}
              data-theme={themeAttribute(name)}
              aria-label={t(`common.themes.${name}`)}
              aria-hidden={index > 0 || undefined}
              inert={index > 0 || undefined}
            >
              <StoryFrame $padded>
                <Story />
              </StoryFrame>
            </ThemeColumn>
          ))}
        </ThemeColumns>
      </ThemeProvider>
    );
  }
  document.documentElement.setAttribute('data-theme', themeAttribute(selected === 'all' ? 'ClassicBlue' : selected));
  return (
    <ThemeProvider>
      <StoryFrame $padded={!fullscreen}>
        <Story />
      </StoryFrame>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: '主题',
      toolbar: {
        title: '主题',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: [
          ...themeNames.map((name) => ({ value: name, title: `${t(`common.themes.${name}`)} ${name}` })),
          { value: 'all', title: '全部主题并排' },
        ],
      },
    },
  },
  initialGlobals: { theme: 'ClassicBlue' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: { order: ['Foundations', 'Docs', 'Components', 'Charts', 'Kanban', 'Shell', 'Patterns', 'Screens'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
