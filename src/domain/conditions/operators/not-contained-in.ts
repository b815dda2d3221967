import { negate } from '../operator.ts';
import containedIn from './contained-in.ts';

export default negate(
  'NOT_CONTAINED_IN',
  containedIn,
  'The left value is none of the comma-separated values.',
);
