import Request, { type Props } from '@theme-original/ApiExplorer/Request';
import type { FormEvent, ReactNode } from 'react';
import { TryItProvider, useTryIt } from '@site/src/components/TryIt/context';
import SendPanel from '@site/src/components/TryIt/SendPanel';

function RequestAndSend({ item }: Props): ReactNode {
  const { sendRef } = useTryIt();
  // The theme's form would send its request over the network when submitted (Enter in a
  // field); here Enter sends to this page's sandbox instead, and the theme never sees it.
  const sendHere = (event: FormEvent): void => {
    event.preventDefault();
    event.stopPropagation();
    sendRef.current?.();
  };
  return (
    <div onSubmitCapture={sendHere}>
      <Request item={item} />
      <SendPanel item={item} />
    </div>
  );
}

/**
 * The theme's request form (base URL, token, parameters), which the code samples follow, and
 * below it the "Try it" panel whose Send this page's sandbox answers in the browser. The theme's
 * own Send stays hidden (`hideSendButton`): it would send the request over the network.
 */
export default function RequestWrapper(props: Props): ReactNode {
  return (
    <TryItProvider>
      <RequestAndSend {...props} />
    </TryItProvider>
  );
}
