/**
 * The size cap of a download: the one an upload to the same template would have (the template's
 * max_file_size, the plan's MAX_FILE_SIZE, the server's FERRY_MAX_UPLOAD_BYTES; the smallest wins
 * and is named in the failure).
 */
import { planOfOrganisation } from '../../store/organisations/organisations.ts';
import { findTemplateById } from '../../store/templates/templates.ts';
import type { TransformationRow } from '../../store/transformations/transformations.ts';
import type { ServiceContext } from '../context.ts';
import { type UploadLimit, uploadLimit } from '../transformations/byte-limit.ts';

export async function downloadLimit(ctx: ServiceContext, row: TransformationRow): Promise<UploadLimit> {
  const template = await findTemplateById(ctx.db, row.template_id);
  const plan = await planOfOrganisation(ctx.db, row.organisation_id);
  const size = template?.max_file_size;
  return uploadLimit(
    size === null || size === undefined ? null : Number(size),
    plan.limitations.MAX_FILE_SIZE,
    ctx.config.maxUploadBytes,
  );
}
