import { withDeferredDetails } from '@site/src/components/DeferredDetails';
import { asThemeList } from '@site/src/components/OpenApiListSemantics';
import { drawnAfterHydration } from '@site/src/utils/drawn-after-hydration';

export default drawnAfterHydration(
  async () =>
    withDeferredDetails(asThemeList((await import('@theme-original/ResponseSchema')).default)),
  'md',
  'ResponseSchema',
);
