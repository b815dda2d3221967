/**
 * Who may address a connector: the receiver's users and API keys, any of their organisation's; a
 * sender, only those saved from its own transformations, on templates its login reaches. Anyone
 * else's answers 403 and an unknown id 404 (DESIGN §3): either way nothing of it is shown.
 */
import { Forbidden, fromCatalog, NotFound } from '../../domain/errors.ts';
import type { Db } from '../../store/db.ts';
import { type ConnectorRow, findConnectorById } from '../../store/sources/connectors.ts';
import { type Principal, reachesTemplate } from '../principal.ts';

export async function connectorOf(db: Db, principal: Principal, connectorId: string): Promise<ConnectorRow> {
  const row = await findConnectorById(db, connectorId);
  if (!row) throw new NotFound('Connector');
  if (row.organisation_id !== principal.organisationId) throw new Forbidden();
  if (principal.kind === 'customer' && row.customer_id !== principal.customerId) {
    throw new Forbidden(...fromCatalog('exception.connectors.other_party'));
  }
  if (!reachesTemplate(principal, row.template_id)) throw new Forbidden();
  return row;
}
