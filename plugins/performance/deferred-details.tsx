import { createContext, useContext, type ComponentType } from 'react';
import { withProvider } from '@site/src/utils/with-provider';

/**
 * Marks a subtree that only ever renders in the browser (the OpenAPI theme draws response
 * schemas client-side), where collapsed <details> may leave their content unrendered until
 * the reader reaches for them: nothing of it is in the static HTML either way, and the full
 * MedicationRequest tree is thousands of elements that hydration would otherwise build at
 * once on a phone. Schema pages and guides render outside such a subtree and keep every
 * collapsed section in their HTML for search and find-in-page.
 */
const DeferredDetails = createContext(false);

export function useDetailsDeferred(): boolean {
  return useContext(DeferredDetails);
}

export function withDeferredDetails<Props extends object>(
  Component: ComponentType<Props>,
): ComponentType<Props> {
  return withProvider(DeferredDetails, true, Component, 'WithDeferredDetails');
}
