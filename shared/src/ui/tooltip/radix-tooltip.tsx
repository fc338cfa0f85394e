import * as RadixTooltip from '@radix-ui/react-tooltip';
import styled, { keyframes } from 'styled-components';

import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, type TooltipProps } from './tooltip-props';

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

/** The Radix tooltip itself, with the product's timings (docs/product.md#constants), loaded with the first tooltip on a page. */
export default function RadixTooltipView({ content, children }: TooltipProps) {
  return (
    <RadixTooltip.Provider
      delayDuration={TOOLTIP_OPEN_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <Bubble sideOffset={6} collisionPadding={8}>
            {content}
            <Arrow />
          </Bubble>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
