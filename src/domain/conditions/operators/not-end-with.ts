import { negate } from '../operator.ts';
import endWith from './end-with.ts';

export default negate('NOT_END_WITH', endWith, 'The left value does not end with the right text.');
