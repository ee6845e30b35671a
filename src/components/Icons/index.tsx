import type { ReactNode, SVGProps } from 'react';

/** The drawings, on a 24 × 24 grid, stroked in the text's colour. */
const drawings = {
  /** A folder: a group of pages. */
  folder: (
    <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5h4.6l2 2.5h8.4A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z" />
  ),
  /** A sheet with lines: one page. */
  page: (
    <>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4M9 12h6M9 16h6" />
    </>
  ),
  /** A monitor: the desktop layout. */
  desktop: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="1.5" />
      <path d="M9 20h6M12 16v4" />
    </>
  ),
  /** A phone: the mobile layout. */
  phone: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18.5h2" />
    </>
  ),
  /** A triangle with an exclamation mark: an error or a warning. */
  warning: (
    <>
      <path d="M10.3 4.2 2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
      <path d="M12 10v4M12 17.5h.01" />
    </>
  ),
} as const;

export type IconName = keyof typeof drawings;

/**
 * A small outline icon, drawn in the text's colour at the text's size. They replace emoji the
 * site used as icons (🗃️ 📄️ 🖥 📱 ⚠), which a reader without an emoji font saw as empty boxes
 * and which ignored the text colour. Decorative: the text beside each says what it means.
 */
export default function Icon({
  name,
  ...props
}: { name: IconName } & SVGProps<SVGSVGElement>): ReactNode {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {drawings[name]}
    </svg>
  );
}
