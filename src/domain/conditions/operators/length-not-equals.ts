import { negate } from '../operator.ts';
import lengthEquals from './length-equals.ts';

export default negate(
  'LENGTH_NOT_EQUALS',
  lengthEquals,
  'The left value does not have that many characters.',
);
