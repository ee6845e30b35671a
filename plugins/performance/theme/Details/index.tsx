import { useState } from 'react';
import Details from '@theme-init/Details';
import type DetailsType from '@theme/Details';
import type { WrapperProps } from '@docusaurus/types';
import { useDetailsDeferred } from '../../deferred-details';

type Props = WrapperProps<typeof DetailsType>;

/**
 * In a deferred subtree (see ../../deferred-details.tsx), a closed section renders its content the
 * first time a pointer, a finger or the keyboard focus reaches it, before the click that
 * opens it: the content is then in place when the theme measures it for the opening
 * animation. Everywhere else this is the theme's Details.
 */
export default function DetailsWrapper(props: Props) {
  const deferred = useDetailsDeferred();
  const [materialized, setMaterialized] = useState(!deferred || Boolean(props.open));
  if (materialized) return <Details {...props} />;
  const materialize = () => setMaterialized(true);
  return (
    <Details
      {...props}
      onPointerEnter={materialize}
      onTouchStart={materialize}
      onFocus={materialize}
      onClickCapture={materialize}
    >
      {null}
    </Details>
  );
}
