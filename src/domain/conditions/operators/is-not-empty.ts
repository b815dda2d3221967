import { negate } from '../operator.ts';
import isEmpty from './is-empty.ts';

export default negate('IS_NOT_EMPTY', isEmpty, 'The left value holds something other than whitespace.');
