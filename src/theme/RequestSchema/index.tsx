import RequestSchema from '@theme-original/RequestSchema';
import { asThemeList } from '@site/src/components/OpenApiListSemantics';

export default asThemeList(RequestSchema);
