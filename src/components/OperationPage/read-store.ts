import { useSyncExternalStore } from 'react';
import { snapshot, subscribe, useDocId, type DocumentedResponses, type Shared } from './store';

function useShared(): Shared {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The operation's responses, once the content column has shared them. */
export function useSharedResponses(): DocumentedResponses | undefined {
  const docId = useDocId();
  const { responses } = useShared();
  return responses?.docId === docId ? responses.value : undefined;
}

/** Where a phone draws the explorer, once the content column has drawn that place. */
export function usePhonePlace(): HTMLElement | undefined {
  const docId = useDocId();
  const { phonePlace } = useShared();
  return phonePlace?.docId === docId ? phonePlace.element : undefined;
}
