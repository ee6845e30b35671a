import FormItem from '@theme-original/ApiExplorer/FormItem';
import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react';
import styles from './styles.module.css';

/**
 * The API explorer prints each field's name ("Security Scheme", "Bearer Token",
 * a parameter) in a <label> that is not tied to its control, so the "Security
 * Scheme" select has no accessible name (axe select-name) and the inputs fall
 * back to their placeholder. The control is rendered by other theme components
 * that take no id, so once rendered the label is pointed at it.
 */
export default function FormItemWithLabelledControl(
  props: ComponentProps<typeof FormItem>,
): ReactNode {
  const item = useRef<HTMLDivElement>(null);
  const generatedId = useId();
  useEffect(() => {
    const label = item.current?.querySelector('label');
    const control = item.current?.querySelector('select, input, textarea');
    if (!label || !control) return;
    if (!control.id) control.id = generatedId;
    label.htmlFor = control.id;
  });
  return (
    <div ref={item} className={styles.item}>
      <FormItem {...props} />
    </div>
  );
}
