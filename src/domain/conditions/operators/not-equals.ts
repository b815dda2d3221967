import { negate } from '../operator.ts';
import equals from './equals.ts';

export default negate('NOT_EQUALS', equals, 'The left value differs from the right one.');
