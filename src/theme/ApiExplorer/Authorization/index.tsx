import type { ReactNode } from 'react';
import Token from '@site/src/components/TryIt/Token';

/**
 * Replaces the theme's Auth fields: a security scheme choice that changed nothing (every scheme
 * sends the same bearer header) and a masked token field whose token never reached the samples.
 */
export default function Authorization(): ReactNode {
  return <Token />;
}
