import MethodEndpoint, { type Props } from '@theme-original/ApiExplorer/MethodEndpoint';
import SkipToRequestSample from '@site/src/components/OperationPage/SkipToRequestSample';
import TryItLink from '@site/src/components/OperationPage/TryItLink';
import type { ReactNode } from 'react';

/**
 * The operation's method and URL under its title, then the links to its request sample and to
 * Try it.
 */
export default function MethodEndpointWithSkipLink(props: Props): ReactNode {
  return (
    <>
      <MethodEndpoint {...props} />
      {props.context === 'endpoint' && (
        <>
          <SkipToRequestSample />
          <TryItLink />
        </>
      )}
    </>
  );
}
