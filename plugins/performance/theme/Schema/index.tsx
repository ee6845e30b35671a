import type { ComponentProps } from 'react';
import type Schema from '@theme-init/Schema';
import { island } from '../../island';

/**
 * The theme's schema tree (allOf merging, Redux for the explorer's oneOf choice, marked for
 * descriptions) loads in a chunk of its own. Nothing needs it while a page hydrates: schema
 * pages keep the server's markup (../../static-markup) and operation pages draw their
 * schemas after hydration (../ParamsDetails and its siblings). The theme renders a schema's
 * properties as the `<li>`s of a `<ul>` around it, so the island adds no element of its own.
 */
export default island<ComponentProps<typeof Schema>>(
  async () => (await import('@theme-init/Schema')).default,
  { name: 'Schema', until: 'hydrated', meanwhile: 'server-html', neverHydrated: true },
);
