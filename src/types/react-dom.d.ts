/**
 * The repository has no @types/react-dom; this declares the one function of react-dom 18.3.1
 * that site code calls (src/theme/ApiExplorer draws the explorer elsewhere on a phone).
 */
declare module 'react-dom' {
  import type { ReactNode, ReactPortal } from 'react';

  export function createPortal(children: ReactNode, container: Element): ReactPortal;
}
