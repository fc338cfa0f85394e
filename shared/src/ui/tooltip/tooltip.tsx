import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

/** The spec's timings: a tooltip waits 700 ms, then neighbours open at once for 300 ms. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Mounted once by the host (and the remote harness) so every tooltip shares the timings. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider
      delayDuration={TOOLTIP_OPEN_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      {children}
    </RadixTooltip.Provider>
  );
}

const fadeIn = keyframes`from { opacity: 0; }`;

const Bubble = styled(RadixTooltip.Content)`
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-width: 280px;
  padding: ${({ theme }) => `${theme.space(0.75)} ${theme.space(1.25)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.page};
  font-size: ${({ theme }) => theme.type.size.sm};
  line-height: ${({ theme }) => theme.type.lineHeight.tight};
  animation: ${fadeIn} ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
`;

const Arrow = styled(RadixTooltip.Arrow)`
  fill: ${({ theme }) => theme.color.text};
`;

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button, a link) that the tooltip describes. */
  children: ReactElement;
}

/** A short extra hint on hover or keyboard focus; never the only place information lives. */
export function Tooltip({ content, children }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <Bubble sideOffset={6} collisionPadding={8}>
          {content}
          <Arrow />
        </Bubble>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
