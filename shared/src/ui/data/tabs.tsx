import { lazy, Suspense } from 'react';
import type { TabsProps } from './tabs-props';

export type { TabItem, TabsProps } from './tabs-props';

// Radix Tabs (and the Radix core it is made of) is fetched by the first page that shows tabs, as
// the kit's dialog and tooltip are: the kit is on every first page, a visitor's landing page
// included, and none of those has tabs.
const RadixTabsView = lazy(() => import('./radix-tabs'));

/**
 * The WAI-ARIA tabs pattern, from Radix as the kit's other widgets: one tab stop for the list,
 * arrow keys (and Home/End) move between tabs and select them, Tab moves on into the panel. Only
 * the selected panel is rendered.
 */
export function Tabs(props: TabsProps) {
  return (
    <Suspense fallback={null}>
      <RadixTabsView {...props} />
    </Suspense>
  );
}
