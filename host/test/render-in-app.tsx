import type { ReactElement } from 'react';
import { renderWithFakeApi, type RenderWithFakeApiOptions } from '@vg/shared/test-support';
import { ContactDialogHost } from '../src/contact/contact-dialog-host';

export type RenderInAppOptions = Omit<RenderWithFakeApiOptions, 'path' | 'wrapper'>;

/**
 * Renders a host page inside what the host gives it: the shared providers plus the Contact Us
 * dialog any page may open. The page stays mounted whatever address it navigates to.
 */
export function renderInApp(ui: ReactElement, options: RenderInAppOptions = {}) {
  return renderWithFakeApi(ui, { ...options, path: '*', wrapper: ContactDialogHost });
}
