import type { ComponentType, Context, ReactNode } from 'react';

/**
 * Wraps a component so that its subtree sees `value` in `context`: the way our theme wrappers
 * mark a part of the OpenAPI theme's output for the components they also wrap.
 */
export function withProvider<Value, Props extends object>(
  context: Context<Value>,
  value: Value,
  Component: ComponentType<Props>,
  label: string,
): ComponentType<Props> {
  function WithProvider(props: Props): ReactNode {
    return (
      <context.Provider value={value}>
        <Component {...props} />
      </context.Provider>
    );
  }
  WithProvider.displayName = `${label}(${Component.displayName ?? Component.name})`;
  return WithProvider;
}
