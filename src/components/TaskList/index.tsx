import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';

/**
 * Markdown task lists (`- [ ] step`) render a bare disabled checkbox before the
 * item text, so the checkbox has no accessible name (axe `label`). The item
 * names its checkbox: the checkbox is labelled by the list item's text.
 */
const TaskItemId = createContext<string | undefined>(undefined);

type ListItemProps = ComponentProps<'li'>;

export function isTaskListItem({ className }: ListItemProps): boolean {
  return className?.split(/\s+/).includes('task-list-item') ?? false;
}

export function TaskListItem({
  ListItem,
  ...props
}: ListItemProps & { ListItem: (props: ListItemProps) => ReactNode }): ReactNode {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  return (
    <TaskItemId.Provider value={id}>
      <ListItem {...props} id={id} />
    </TaskItemId.Provider>
  );
}

export function TaskCheckbox(props: ComponentProps<'input'>): ReactNode {
  const taskItemId = useContext(TaskItemId);
  const labelledBy = props.type === 'checkbox' ? taskItemId : undefined;
  return <input aria-labelledby={labelledBy} {...props} />;
}
