import { Children, isValidElement, type ReactNode } from 'react';

/**
 * Inline code into which plugins/narrow-tables put `<wbr>` break points: text on one line,
 * and at least one break point.
 */
export function isInlineWithBreakPoints(children: ReactNode): boolean {
  const parts = Children.toArray(children);
  return (
    parts.some((part) => isValidElement(part) && part.type === 'wbr') &&
    parts.every(
      (part) =>
        (typeof part === 'string' && !part.includes('\n')) ||
        (isValidElement(part) && part.type === 'wbr'),
    )
  );
}
