import type { ReactNode } from 'react';
import BaseUrl from '@site/src/components/TryIt/BaseUrl';

/**
 * Replaces the theme's base URL field, which offers the description's servers behind an Edit
 * button that appears on hover: the explorer's base URL chooses between this page's sandbox
 * (Send answers in the browser), the local sandbox and production (samples only).
 */
export default function Server(): ReactNode {
  return <BaseUrl />;
}
