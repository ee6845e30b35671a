import type { ExplorerParam } from '@theme/ApiItem/hooks';
import type { ReactNode } from 'react';
import ParamText from '@site/src/components/TryIt/ParamText';

/**
 * Replaces the theme's text parameter field, whose value the samples used as typed (a `/` or
 * `?` in an id changed the path) and which started empty, so copied samples called `:id`.
 */
export default function ParamTextFormItem({ param }: { param: ExplorerParam }): ReactNode {
  return <ParamText param={param} />;
}
