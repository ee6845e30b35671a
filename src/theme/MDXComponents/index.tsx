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

/** Markdown elements with the accessibility fixes of src/components (tables, task lists). */
export default {
  ...(MDXComponents as MDXComponentsObject),
  li: ListItem,
  input: TaskCheckbox,
  table: ScrollableTable,
};
