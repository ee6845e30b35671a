import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { useCallback, useEffect } from 'react';

/** An OpenAPI Response Object as the theme's StatusCodes receives it. */
export interface DocumentedResponse {
  readonly description?: string;
  readonly content?: Readonly<
    Record<
      string,
      { readonly examples?: Readonly<Record<string, unknown>>; readonly example?: unknown }
    >
  >;
}
export type DocumentedResponses = Readonly<Record<string, DocumentedResponse>>;

/**
 * What the two columns of an operation page share. The operation's responses, with their
 * examples, reach the page once, as props of the theme's StatusCodes in the content column;
 * the explorer column shows a response example beside the request sample from the same
 * object. On a phone, the content column offers a place after the request's parameters
 * where the explorer is drawn. Each entry names the doc it belongs to, so a page never
 * reads what the previous page of a client-side navigation left.
 */
export interface Shared {
  readonly responses?: { readonly docId: string; readonly value: DocumentedResponses };
  readonly phonePlace?: { readonly docId: string; readonly element: HTMLElement };
}

let shared: Shared = {};
const listeners = new Set<() => void>();

function update(change: (current: Shared) => Shared): void {
  shared = change(shared);
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const snapshot = (): Shared => shared;

export const useDocId = (): string => useDoc().metadata.id;

/*
 * The writers, which the content column calls while the page hydrates; the readers are in
 * ./read-store.ts, which only the explorer's column, drawn later, loads.
 */

/** Called by the content column's StatusCodes with the operation's responses. */
export function useShareResponses(responses: DocumentedResponses | undefined): void {
  const docId = useDocId();
  useEffect(() => {
    if (!responses) return undefined;
    update((current) => ({ ...current, responses: { docId, value: responses } }));
    return () =>
      update((current) =>
        current.responses?.value === responses ? { ...current, responses: undefined } : current,
      );
  }, [docId, responses]);
}

/** A callback ref for the element where a phone draws the explorer. */
export function usePhonePlaceRef(): (element: HTMLElement | null) => void {
  const docId = useDocId();
  return useCallback(
    (element: HTMLElement | null) =>
      update((current) => {
        if (element) return { ...current, phonePlace: { docId, element } };
        return current.phonePlace?.docId === docId
          ? { ...current, phonePlace: undefined }
          : current;
      }),
    [docId],
  );
}
