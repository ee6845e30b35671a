import { themes, type PrismTheme } from 'prism-react-renderer';

/**
 * Dracula draws comments in #6272a4, 3.0:1 on its #282a36 background; WCAG AA
 * asks 4.5:1. This blue-grey keeps the look and reaches 6.5:1, and still 4.8:1
 * on a highlighted line.
 */
const readableCommentColor = '#a4aed6';

export const darkCodeTheme = {
  ...themes.dracula,
  styles: themes.dracula.styles.map((entry) =>
    entry.types.includes('comment')
      ? { ...entry, style: { ...entry.style, color: readableCommentColor } }
      : entry,
  ),
} satisfies PrismTheme;
