import { asThemeList } from '@site/src/components/OpenApiListSemantics';
import { drawnAfterHydration } from '@site/src/utils/drawn-after-hydration';

export default drawnAfterHydration(
  async () => asThemeList((await import('@theme-original/RequestSchema')).default),
  'sm',
  'RequestSchema',
);
