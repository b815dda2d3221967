/** The shapes a template's page works on, as the API answers them. */
import type { Payload } from '../../../../shared/api-payload.ts';

export type Template = Payload<'getTemplateTemplateHandle'>;
export type Column = Payload<'getTemplateTemplateHandleColumnColumnId'>;
