import ParamsItem from '@theme-original/ParamsItem';
import { asListItem } from '@site/src/components/OpenApiListSemantics';

export default asListItem(ParamsItem);
