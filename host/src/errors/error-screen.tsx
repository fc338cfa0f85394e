import type { CSSProperties } from 'react';
import { theme } from '@vg/shared';
import { browserLocation } from './browser-location';

// This screen is what shows when rendering itself has failed, possibly inside the theme
// provider or the styled-components runtime. So it uses plain inline styles fed from the
// theme *object* (a constant, no provider, no context): still the product's palette, but
// nothing here can break the way the thing it replaces just did.
const { color, type, radius } = theme;

const styles = {
  screen: {
    // Fixed over the viewport: the global stylesheet (body margin, page colour) may be gone
    // with the tree that crashed.
    position: 'fixed',
    inset: 0,
    overflowY: 'auto',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: theme.space(3),
    background: color.page,
    color: color.text,
    fontFamily: type.body,
    boxSizing: 'border-box',
  },
  panel: {
    maxWidth: '32rem',
    width: '100%',
    padding: theme.space(4),
    background: color.surface,
    border: `1px solid ${color.hairline}`,
    borderRadius: radius.md,
    textAlign: 'center',
    boxSizing: 'border-box',
  },
  heading: {
    margin: `0 0 ${theme.space(2)}`,
    fontFamily: type.heading,
    fontSize: type.size.xxl,
    lineHeight: type.lineHeight.tight,
    color: color.text,
  },
  text: {
    margin: `0 0 ${theme.space(3)}`,
    color: color.textMuted,
    lineHeight: type.lineHeight.normal,
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: theme.space(1.5),
  },
  button: {
    minHeight: '44px',
    padding: `0 ${theme.space(2.5)}`,
    borderRadius: radius.sm,
    fontFamily: type.body,
    fontSize: type.size.md,
    fontWeight: type.weight.medium,
    cursor: 'pointer',
  },
} satisfies Record<string, CSSProperties>;

const primaryButton: CSSProperties = {
  ...styles.button,
  background: color.primary,
  color: color.onPrimary,
  border: `1px solid ${color.primary}`,
};

const secondaryButton: CSSProperties = {
  ...styles.button,
  background: color.surface,
  color: color.primary,
  border: `1px solid ${color.hairlineStrong}`,
};

/** The last-resort screen (docs/product.md#errors): the error is logged; the reader can reload or go home. */
export function ErrorScreen() {
  return (
    <main style={styles.screen}>
      <div role="alert" style={styles.panel}>
        <h1 style={styles.heading}>Oops! Something went wrong</h1>
        <p style={styles.text}>
          An unexpected error stopped this page from showing. The error has been logged. Refreshing
          usually helps; if it keeps happening, start again from the home page.
        </p>
        <div style={styles.actions}>
          <button type="button" style={primaryButton} onClick={() => browserLocation.reload()}>
            Refresh Page
          </button>
          <button type="button" style={secondaryButton} onClick={() => browserLocation.assign('/')}>
            Go Home
          </button>
        </div>
      </div>
    </main>
  );
}
