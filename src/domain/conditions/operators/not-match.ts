import { negate } from '../operator.ts';
import match from './match.ts';

export default negate('NOT_MATCH', match, 'The left value does not match the wildcard pattern.');
