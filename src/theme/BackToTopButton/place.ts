export interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * Where a fixed element sits in the window when it is shown, from its stylesheet's `right`,
 * `bottom`, width and height: the theme's button is scaled to nothing while hidden, so its
 * rectangle then says nothing about where it will appear.
 */
export function placeOfFixed(element: HTMLElement): Box {
  const style = getComputedStyle(element);
  const width = parseFloat(style.width);
  const height = parseFloat(style.height);
  const right = document.documentElement.clientWidth - parseFloat(style.right);
  const bottom = document.documentElement.clientHeight - parseFloat(style.bottom);
  return { top: bottom - height, right, bottom, left: right - width };
}

/** True when two boxes share any area. */
export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}
