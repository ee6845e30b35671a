import SchemaItem from '@theme-original/SchemaItem';
import { asListItem } from '@site/src/components/OpenApiListSemantics';

export default asListItem(SchemaItem);
