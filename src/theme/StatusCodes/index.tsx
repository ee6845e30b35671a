import StatusCodes, { type Props } from '@theme-original/StatusCodes';
import PhonePlace from '@site/src/components/OperationPage/PhonePlace';
import { useShareResponses } from '@site/src/components/OperationPage/store';
import type { ReactNode } from 'react';

/**
 * An operation's responses (the theme's StatusCodes, with no `id`; callbacks pass one). They
 * are shared with the explorer's column, which shows an example beside the request sample,
 * and preceded by the place where a phone draws the explorer: right after the parameters.
 */
export default function StatusCodesOfTheOperation(props: Props): ReactNode {
  const ofTheOperation = props.id === undefined;
  useShareResponses(ofTheOperation ? props.responses : undefined);
  return (
    <>
      {ofTheOperation && <PhonePlace />}
      <StatusCodes {...props} />
    </>
  );
}
