import SkeletonLoader from '@theme/SkeletonLoader';
import { island } from '../../island';

/** See ../ResponseSchema. */
export default island(async () => (await import('@theme-init/ParamsDetails')).default, {
  name: 'ParamsDetails',
  until: 'hydrated',
  meanwhile: () => <SkeletonLoader size="sm" />,
});
