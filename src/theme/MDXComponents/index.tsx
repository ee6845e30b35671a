import MDXCodeKeepingBreakPoints from '@site/src/components/BreakableCode';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { TaskCheckbox, TaskListItem, isTaskListItem } from '@site/src/components/TaskList';
import MDXComponents from '@theme-original/MDXComponents';
import type { MDXComponentsObject } from '@theme/MDXComponents';
import MDXLi, { type Props as LiProps } from '@theme/MDXComponents/Li';
import type { ReactNode } from 'react';

function ListItem(props: LiProps): ReactNode {
  return isTaskListItem(props) ? (
    <TaskListItem {...props} ListItem={MDXLi} />
  ) : (
    <MDXLi {...props} />
  );
}

/**
 * Markdown elements with the accessibility and reading fixes of src/components (tables, task
 * lists, code in tables).
 */
export default {
  ...(MDXComponents as MDXComponentsObject),
  code: MDXCodeKeepingBreakPoints,
  li: ListItem,
  input: TaskCheckbox,
  table: ScrollableTable,
};
