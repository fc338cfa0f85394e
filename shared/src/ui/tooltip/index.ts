export { Tooltip, TooltipProvider, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip';
export type { TooltipProps } from './tooltip';
