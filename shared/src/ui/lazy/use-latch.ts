import { useState } from 'react';

/**
 * True from the first render in which `condition` held, for good: a part
 * loaded on demand (a dialog, the toaster) stays mounted once it was needed,
 * so its closing animation and focus return still run.
 */
export function useLatch(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  if (condition && !latched) setLatched(true);
  return latched || condition;
}
