import { lazy, Suspense } from 'react';
import type { TooltipProps } from './tooltip-props';

// Radix's tooltip (and its positioning engine) is fetched by the first page
// that shows a tooltip; until then the trigger renders on its own. Each
// tooltip carries its own Radix provider with the product's timings (docs/product.md#constants), so no
// app-wide provider has to load it up front.
const RadixTooltipView = lazy(() => import('./radix-tooltip'));

/** A short extra hint on hover or keyboard focus; never the only place information lives. */
export function Tooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <RadixTooltipView {...props} />
    </Suspense>
  );
}
