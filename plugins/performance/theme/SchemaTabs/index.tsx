import type { ComponentProps } from 'react';
import SchemaTabs from '@theme-init/SchemaTabs';

type Props = ComponentProps<typeof SchemaTabs>;

/**
 * The Schema / example tabs of request and response bodies. Each named example is a
 * highlighted JSON document of a few hundred elements; mounting only the chosen tab keeps an
 * operation page's first render to the schema a reader sees, and an example costs its
 * rendering when it is picked.
 */
export default function LazySchemaTabs(props: Props) {
  return <SchemaTabs lazy {...props} />;
}
