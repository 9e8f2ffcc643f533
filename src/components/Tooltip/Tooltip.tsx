import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface TooltipProps {
  /** Focusable trigger (Button, link…): tooltips open on hover and on keyboard focus. */
  children: ReactNode;
  content: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds before opening on hover. */
  delay?: number;
}

const Content = styled.div`
  z-index: ${(p) => p.theme.z.tooltip};
  max-width: 280px;
  padding: ${(p) => p.theme.space.xxs} ${(p) => p.theme.space.xs};
  font-family: ${(p) => p.theme.font.family};
  font-size: ${(p) => p.theme.font.size.sm};
  line-height: ${(p) => p.theme.font.lineHeight.normal};
  color: ${(p) => p.theme.color.text.inverse};
  background: ${(p) => p.theme.color.bg.spotlight};
  border-radius: ${(p) => p.theme.radius.md};
  box-shadow: ${(p) => p.theme.shadow.md};
`;

const Arrow = styled.svg`
  fill: ${(p) => p.theme.color.bg.spotlight};
`;

/** A short hint that names or explains its trigger; Esc closes it. */
export function Tooltip({ children, content, side = 'top', open, defaultOpen, onOpenChange, delay = 300 }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delay}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content asChild side={side} sideOffset={4} collisionPadding={8}>
            <Content>
              {content}
              <RadixTooltip.Arrow asChild width={10} height={5}>
                <Arrow viewBox="0 0 30 10" preserveAspectRatio="none"><polygon points="0,0 30,0 15,10" /></Arrow>
              </RadixTooltip.Arrow>
            </Content>
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
