export { Tooltip } from './tooltip';
export { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, type TooltipProps } from './tooltip-props';
