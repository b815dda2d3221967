/**
 * A run with `auto_submit` goes on by itself (DESIGN §7 Feeds): it reads its file with its
 * connector's options, takes the connector's columns at match, confirms the mapping as a person
 * would (a required column left unmapped ends it in `failed`, naming the column), and after the
 * transform submits, unless rows are in error and the template does not accept errors: then it
 * stops at `transformed` for a person to review, as after an upload. Confirming and submitting are
 * the services a person calls (MappingService, SubmitRequestService), called as the run's party.
 */

import { FerryError, fromCatalog, Violation } from '../../domain/errors.ts';
import { DEFAULT_LANGUAGE, render, say } from '../../domain/messages/index.ts';
import type { Mapping } from '../../engine/index.ts';
import { setConnectorApplied } from '../../store/sources/source-runs.ts';
import { findTemplateById } from '../../store/templates/templates.ts';
import {
  findTransformation,
  type TransformationRow,
  updateStep,
} from '../../store/transformations/transformations.ts';
import { loadConnector } from '../connectors/apply-connector.ts';
import type { ServiceContext } from '../context.ts';
import type { StepEvents } from '../stages/step-events.ts';
import type { SubmitRequestService } from '../submissions/submit-request.ts';
import type { MappingService } from '../transformations/mapping.ts';
import type { RunHooks } from '../transformations/run-hooks.ts';
import { applyConnector, readingOptionsOf } from './connector-mapping.ts';
import { replayedColumns } from './replayed-mapping.ts';
import { RunFailure } from './run-failure.ts';
import { runPrincipal } from './run-principal.ts';

export class AutoContinue implements RunHooks {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly mappings: MappingService,
    private readonly submitRequests: SubmitRequestService,
    private readonly events: StepEvents,
  ) {}

  async readingOptions(row: TransformationRow): Promise<Record<string, unknown> | null> {
    if (!row.connector_id) return null;
    return readingOptionsOf(await this.connectorOf(row));
  }

  async applyConnector(
    row: TransformationRow,
    proposed: Mapping['columns'],
    headers: readonly string[],
  ): Promise<Mapping['columns'] | null> {
    if (row.replay_of) return replayedColumns(this.ctx.db, row.replay_of, proposed, headers);
    if (!row.connector_id) return null;
    const connector = await this.connectorOf(row);
    await setConnectorApplied(this.ctx.db, row.transformation_id, connector.updatedAt);
    return applyConnector(proposed, headers, connector);
  }

  async afterMatch(transformationId: string): Promise<void> {
    const row = await findTransformation(this.ctx.db, transformationId);
    if (!row?.auto_submit || row.step !== 'matched') return;
    const principal = runPrincipal(row);
    try {
      // The mapping as the run's party reads it (hidden columns kept as matched), confirmed as is.
      const mapping = await this.mappings.get(principal, transformationId);
      const columns = mapping.columns.map((c) => ({
        column_id: c.column_id,
        source: c.source,
        value_map: c.value_map ?? null,
      }));
      await this.mappings.put(principal, transformationId, { columns });
    } catch (error) {
      if (!(error instanceof Violation)) throw error;
      const language = row.language ?? DEFAULT_LANGUAGE;
      const reasons = error.violations.map((v) => (v.said ? render(v.said, language) : v.message)).join(' ');
      await this.fail(row, say(language, 'step.details.mapping_refused', { reasons }));
    }
  }

  async afterTransform(transformationId: string): Promise<void> {
    const row = await findTransformation(this.ctx.db, transformationId);
    if (!row?.auto_submit || row.step !== 'transformed') return;
    // Only on its first arrival at transformed, before it stopped for review: a late duplicate of
    // the transform job must not submit what a person has since taken in hand.
    if (row.details !== null || row.history.filter((entry) => entry.step === 'transformed').length > 1)
      return;
    const template = await findTemplateById(this.ctx.db, row.template_id);
    const inError = row.counters?.rows_in_error ?? 0;
    if (inError > 0 && !template?.accept_errors) {
      const details = say(row.language ?? DEFAULT_LANGUAGE, 'step.details.review_errors', { rows: inError });
      await updateStep(this.ctx.db, transformationId, { step: 'transformed', details }, this.ctx.now(), [
        'transformed',
      ]);
      return;
    }
    try {
      await this.submitRequests.submit(runPrincipal(row), transformationId);
    } catch (error) {
      // Refused (rows found in error by the whole-file check): it waits at transformed for a person.
      if (!(error instanceof FerryError)) throw error;
    }
  }

  private async connectorOf(row: TransformationRow) {
    const connector = await loadConnector(this.ctx.db, row.organisation_id, row.connector_id!);
    if (!connector) throw new RunFailure(...fromCatalog('exception.run.connector_deleted'));
    return connector;
  }

  private async fail(row: TransformationRow, details: string): Promise<void> {
    const moved = await updateStep(
      this.ctx.db,
      row.transformation_id,
      { step: 'failed', details },
      this.ctx.now(),
      ['matched'],
    );
    if (moved) await this.events.automationFailed(row.transformation_id);
  }
}
