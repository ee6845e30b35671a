import Schema, { type Props } from '@theme-original/Schema';
import type { ReactNode } from 'react';
import { useInsideNeverSent } from '@site/src/components/NeverSent';
import { NeverSentGroup } from '@site/src/components/NeverSent/Group';
import { isNeverSent } from '@medication-module/api-description/mark';

type SchemaObject = Record<string, unknown>;

const isObject = (value: unknown): value is SchemaObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const combinators = ['allOf', 'oneOf', 'anyOf', 'discriminator', 'additionalProperties'];

const isPlainObject = (schema: unknown): schema is SchemaObject & { properties: SchemaObject } =>
  isObject(schema) && isObject(schema.properties) && !combinators.some((key) => key in schema);

/**
 * The schema as one object with its properties, or undefined when it is something else. Dosage
 * and Timing are `allOf` Element and their own properties: plain objects without common
 * properties, which merge by putting their properties side by side (as the theme's own
 * merging would). Anything more involved stays whole.
 */
function asPlainObject(schema: unknown): (SchemaObject & { properties: SchemaObject }) | undefined {
  if (isPlainObject(schema)) return schema;
  if (!isObject(schema) || !Array.isArray(schema.allOf) || 'properties' in schema) return undefined;
  const parts: unknown[] = schema.allOf;
  if (!parts.every(isPlainObject)) return undefined;
  const names = parts.flatMap((part) => Object.keys(part.properties));
  if (new Set(names).size !== names.length) return undefined;
  return {
    type: 'object',
    required: parts.flatMap((part) => (Array.isArray(part.required) ? part.required : [])),
    properties: Object.assign({}, ...parts.map((part) => part.properties)) as SchemaObject,
  };
}

/**
 * A resource or data type (a schema page, the body of a response): the elements the module
 * sends, then those it never sends (`x-module-sends: never`, packages/api-description/src/module-sends-mark.ts) in one
 * closed group. MedicationRequest has 26 of them among its 43 elements. Deeper levels keep
 * their order and label each never-sent row instead (../SchemaItem): the theme draws them
 * inside its own component, which takes no wrapper.
 */
export default function SchemaWithNeverSentGroup(props: Props): ReactNode {
  const insideNeverSent = useInsideNeverSent();
  const schema = insideNeverSent ? undefined : asPlainObject(props.schema);
  if (!schema) return <Schema {...props} />;
  const entries = Object.entries(schema.properties);
  const never = entries.filter(([, property]) => isNeverSent(property));
  if (never.length === 0 || never.length === entries.length) return <Schema {...props} />;
  const sent = entries.filter(([, property]) => !isNeverSent(property));
  return (
    <>
      <Schema {...props} schema={{ ...schema, properties: Object.fromEntries(sent) }} />
      <NeverSentGroup count={never.length}>
        <Schema
          {...props}
          schema={{
            type: 'object',
            required: schema.required,
            properties: Object.fromEntries(never),
          }}
        />
      </NeverSentGroup>
    </>
  );
}
