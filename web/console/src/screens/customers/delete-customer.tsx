/** Deleting a customer, after a confirmation that names it. */
import { useState } from 'preact/hooks';
import { t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { Notice } from '../../ui/form.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { explainRefusal } from './refusal.ts';
import type { Customer } from './types.ts';

interface DeleteCustomerProps {
  customer: Customer;
  name: string;
  onClose: () => void;
  onDeleted: () => void;
}

export function DeleteCustomer(props: DeleteCustomerProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function remove() {
    setBusy(true);
    setProblem(null);
    try {
      await request('DELETE', `/customer/${props.customer.customer_id}`);
      props.onDeleted();
    } catch (error) {
      setProblem(explainRefusal(error));
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      title={t('customers.delete.title', { name: props.name })}
      intro={t('customers.delete.intro')}
      onClose={props.onClose}
    >
      {problem && <Notice kind="error">{problem}</Notice>}
      <div class="dialog-actions">
        <button type="button" class="button" onClick={props.onClose} data-autofocus>
          {t('customers.cancel')}
        </button>
        <button type="button" class="button danger" disabled={busy} aria-busy={busy} onClick={remove}>
          {busy ? t('customers.delete.working') : t('customers.delete.confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
