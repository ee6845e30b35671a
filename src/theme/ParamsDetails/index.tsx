import ParamsDetails from '@theme-original/ParamsDetails';
import { asThemeList } from '@site/src/components/OpenApiListSemantics';

export default asThemeList(ParamsDetails);
