import ResponseSchema from '@theme-original/ResponseSchema';
import { withDeferredDetails } from '@site/src/components/DeferredDetails';
import { asThemeList } from '@site/src/components/OpenApiListSemantics';

export default withDeferredDetails(asThemeList(ResponseSchema));
