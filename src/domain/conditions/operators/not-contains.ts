import { negate } from '../operator.ts';
import contains from './contains.ts';

export default negate('NOT_CONTAINS', contains, 'The left value does not contain the right text.');
