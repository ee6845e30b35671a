import ResponseHeaders from '@theme-original/ResponseHeaders';
import { asThemeList } from '@site/src/components/OpenApiListSemantics';

export default asThemeList(ResponseHeaders);
