/**
 * Container for 1920×1080 board designs. It fills the window (no side bars): the board's
 * grid stretches, and every size and font is the design value × one uniform scale, exposed as
 * the CSS variable --screen-scale (layout) and ChartScaleProvider (canvas text). Nothing is
 * CSS-transformed: charts observe their real boxes and redraw at real pixel size, so canvases
 * stay sharp and tooltips/clicks land under the pointer. Resizes are debounced (288 ms);
 * narrow or portrait windows switch to one column on the 750-wide design.
 */
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChartScaleProvider } from '../charts/scale';
import { t } from '../i18n';
import { RESIZE_DEBOUNCE_MS } from './constants';
import { computeScreenScale, debounce, type ScreenScale } from './scale';
import { ScreenContext } from './screenContext';
import { scaled } from './styles';

const Root = styled.div`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${(p) => scaled(p.theme.space.sm)};
  width: 100%;
  overflow: hidden;
  padding: ${(p) => scaled(p.theme.space.md)};
  color: ${(p) => p.theme.color.text.primary};
  background: ${(p) => p.theme.color.bg.layout};
  font-family: ${(p) => p.theme.font.family};
  font-size: ${(p) => scaled(p.theme.font.size.md)};
  &[data-mode='screen'] { height: var(--screen-height, 100vh); }
  &[data-mode='narrow'] { min-height: var(--screen-height, 100vh); overflow: visible; }
`;
const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${(p) => scaled(p.theme.space.md)};
  padding-bottom: ${(p) => scaled(p.theme.space.xs)};
  border-bottom: 1px solid ${(p) => p.theme.color.border.default};
`;
const Title = styled.h1`
  margin: 0;
  font-size: ${(p) => scaled(p.theme.font.size.h2)};
  font-weight: ${(p) => p.theme.font.weight.bold};
  letter-spacing: 0.08em;
  color: ${(p) => p.theme.color.text.primary};
`;
const Meta = styled.div`
  color: ${(p) => p.theme.color.text.secondary};
  font-size: ${(p) => scaled(p.theme.font.size.md)};
`;
const Body = styled.div`
  flex: 1 1 0;
  min-height: 0;
`;

export interface BigScreenProps {
  title: string;
  /** Right side of the header (update time, filters). */
  meta?: ReactNode;
  /** CSS height of the screen (default the window height). */
  height?: string;
  children?: ReactNode;
}

function measure(el: HTMLElement | null): ScreenScale {
  if (!el) return { mode: 'screen', scale: 1 };
  return computeScreenScale(el.clientWidth, window.innerHeight);
}

export function BigScreen({ title, meta, height, children }: BigScreenProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [screen, setScreen] = useState<ScreenScale>({ mode: 'screen', scale: 1 });

  useLayoutEffect(() => {
    const el = ref.current;
    const update = () => setScreen((prev) => {
      const next = measure(el);
      return next.mode === prev.mode && next.scale === prev.scale ? prev : next;
    });
    update();
    const later = debounce(update, RESIZE_DEBOUNCE_MS);
    window.addEventListener('resize', later);
    const observer = new ResizeObserver(() => later());
    if (el?.parentElement) observer.observe(el.parentElement);
    return () => {
      later.cancel();
      window.removeEventListener('resize', later);
      observer.disconnect();
    };
  }, []);

  const style = { '--screen-scale': screen.scale, '--screen-height': height } as CSSProperties;
  return (
    <ScreenContext.Provider value={screen}>
      <ChartScaleProvider value={screen.scale}>
        <Root ref={ref} style={style} data-mode={screen.mode} data-scale={screen.scale} aria-label={t('charts.kanban.screenLabel')} role="region">
          <Header>
            <Title>{title}</Title>
            {meta && <Meta>{meta}</Meta>}
          </Header>
          <Body>{children}</Body>
        </Root>
      </ChartScaleProvider>
    </ScreenContext.Provider>
  );
}
