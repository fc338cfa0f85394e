import type { ReactElement, ReactNode } from 'react';

/** The product's timings (docs/product.md#constants): a tooltip waits 700 ms; one reopened within 300 ms opens at once. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button, a link) that the tooltip describes. */
  children: ReactElement;
}
