import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';

/**
 * Infima lets a wide table scroll sideways inside the article. A keyboard user
 * can only scroll what can take focus (axe `scrollable-region-focusable`), so a
 * table joins the tab order while, and only while, it overflows: on phones most
 * tables do, on desktop only the widest.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const measure = () => setOverflows(table.scrollWidth > table.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);

  return <table {...props} ref={ref} tabIndex={overflows ? 0 : undefined} />;
}
