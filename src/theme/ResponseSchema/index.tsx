import ResponseSchema from '@theme-original/ResponseSchema';
import { asThemeList } from '@site/src/components/OpenApiListSemantics';

export default asThemeList(ResponseSchema);
