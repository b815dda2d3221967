/** The API's shapes the console's screens share, read from the generated types. */
import type { Payload } from '../../shared/api-payload.ts';

export type Organisation = Payload<'getOrganisation'>;
