import { negate } from '../operator.ts';
import beginWith from './begin-with.ts';

export default negate('NOT_BEGIN_WITH', beginWith, 'The left value does not start with the right text.');
