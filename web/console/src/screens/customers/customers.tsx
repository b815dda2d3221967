/** The organisation's customers: the list at /app/customers, one customer at /app/customers/{id}. */
import { segments } from '../../router.ts';
import type { Organisation } from '../../shapes.ts';
import { CustomerList } from './customer-list.tsx';
import { CustomerPage } from './customer-page.tsx';

export function Customers(props: { organisation: Organisation | null }) {
  const id = segments()[1];
  return id ? (
    <CustomerPage key={id} reference={id} organisation={props.organisation} />
  ) : (
    <CustomerList organisation={props.organisation} />
  );
}
