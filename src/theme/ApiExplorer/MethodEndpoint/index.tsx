import MethodEndpoint, { type Props } from '@theme-original/ApiExplorer/MethodEndpoint';
import SkipToRequestSample from '@site/src/components/OperationPage/SkipToRequestSample';
import type { ReactNode } from 'react';

/** The operation's method and URL under its title, then the link to its request sample. */
export default function MethodEndpointWithSkipLink(props: Props): ReactNode {
  return (
    <>
      <MethodEndpoint {...props} />
      {props.context === 'endpoint' && <SkipToRequestSample />}
    </>
  );
}
