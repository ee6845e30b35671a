/**
 * The bearer token a reader typed, carried from one operation page to the next in this tab's
 * memory only: a module variable, never written to any storage (not even sessionStorage), so a
 * client-side navigation keeps it and a reload or a new tab forgets it.
 *
 * The theme cannot carry it: it makes each operation page's explorer store anew, empty, in the
 * render of its ApiItem, so a token that lived only in the store was gone on the next page (and,
 * before src/theme/ApiItem rendered that page once, after any link within it).
 */
export interface CarriedToken {
  token: string;
  /** The title of the operation page it was typed on. */
  from: string;
}

let carried: CarriedToken | undefined;

/** Remembers what the reader typed on the page `from`; an emptied field forgets it. */
export function carryToken(token: string | undefined, from: string): void {
  carried = token ? { token, from } : undefined;
}

/** What the token field of the page `here` shows, given the token its store holds. */
export interface ShownToken {
  token: string;
  /** The page the token was typed on, when that is another page. */
  carriedFrom?: string;
  /** The store lacks the token shown: it should be given it. */
  missing: boolean;
}

export function shownToken(stored: string | undefined, here: string): ShownToken {
  const from = carried && carried.from !== here ? carried.from : undefined;
  if (stored) {
    return {
      token: stored,
      missing: false,
      ...(from !== undefined && carried?.token === stored ? { carriedFrom: from } : {}),
    };
  }
  if (!carried) return { token: '', missing: false };
  return {
    token: carried.token,
    missing: true,
    ...(from === undefined ? {} : { carriedFrom: from }),
  };
}
