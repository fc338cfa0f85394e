import { useEffect } from 'react';
import { readThemeChoice, storeThemeChoice, useSession } from '@vg/shared';

/**
 * A member's choice of look is kept in their profile (docs/product.md#appearance): once their
 * session is known, this browser takes it, so the next page paints in it from the first frame.
 */
export function ThemeFromProfile() {
  const theme = useSession().user?.theme;
  useEffect(() => {
    if (theme && theme !== readThemeChoice()) storeThemeChoice(theme);
  }, [theme]);
  return null;
}
