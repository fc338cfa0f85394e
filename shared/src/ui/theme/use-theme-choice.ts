import { useEffect, useState } from 'react';
import type { ThemeChoice } from '@vg/contract/design-tokens';
import { followThemeChoice, readThemeChoice, storeThemeChoice } from './theme-choice';

/** The choice kept in this browser and a way to change it; every user of it follows a change. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const [choice, setChoice] = useState<ThemeChoice>(() =>
    typeof document === 'undefined' ? 'system' : readThemeChoice(),
  );
  useEffect(() => followThemeChoice(setChoice), []);
  return [choice, storeThemeChoice];
}
