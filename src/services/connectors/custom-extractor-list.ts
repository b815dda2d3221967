/**
 * `GET /custom-extractors`: the extractors the operator installed, for a person choosing one for a
 * `custom` source. Their code and file paths stay on the server; only the id, handle and name show.
 * A plan without X_IMPORT_CUSTOM cannot use them, so it is told so (402) rather than shown a list.
 */
import { requirePermission } from '../../domain/product.ts';
import type { CustomExtractors } from '../../sources/custom-extractors/registry.ts';
import { planOfOrganisation } from '../../store/organisations/organisations.ts';
import type { ServiceContext } from '../context.ts';
import type { Principal } from '../principal.ts';

export interface CustomExtractorView {
  custom_data_extractor_id: string;
  handle: string;
  name: string;
}

export class CustomExtractorList {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly installed: CustomExtractors,
  ) {}

  async list(principal: Principal): Promise<CustomExtractorView[]> {
    requirePermission(await planOfOrganisation(this.ctx.db, principal.organisationId), 'X_IMPORT_CUSTOM');
    return (await this.installed.list()).map((e) => ({
      custom_data_extractor_id: e.custom_data_extractor_id,
      handle: e.handle,
      name: e.name,
    }));
  }
}
