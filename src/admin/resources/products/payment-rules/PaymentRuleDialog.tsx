// The form of one payment rule of a product, in a dialog: installments 1–12, payment type, rule
// type (discount or surcharge), rate, and the active switch in edit; inputs and messages from the
// schema ('Tipo de pagamento inválido!!', 'Regra inválida!!'), 422 messages under their fields.
import { useState } from 'react';
import { type Identifier, type RaRecord, useDataProvider, useNotify } from 'react-admin';
import { errorText } from '../../../api';
import type { AppDataProvider } from '../../../dataProvider';
import { fieldErrorsOf, FormDialog } from '../../../generic/FormDialog';
import { formFields } from '../../../generic/SchemaForm';
import { InputFor } from '../../../generic/inputs';
import { savedMessage, TOAST_MS } from '../../../generic/toasts';
import { modelOf } from '../../../registry';

export const RULES_RESOURCE = 'product_payment_rule';
const model = modelOf(RULES_RESOURCE);
const FIELDS = ['installments', 'payment_type', 'rule_type', 'rate', 'active'];
type Row = Record<string, unknown> & { id?: Identifier };

export function PaymentRuleDialog({
  product,
  rule,
  onClose,
  onSaved,
}: {
  product: RaRecord;
  rule?: Row;
  onClose: () => void;
  onSaved: () => void;
}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const mode = rule?.id ? 'edit' : 'create';
  // The product is the section's; the active switch only once the rule exists.
  const fields = formFields(model, mode, false, FIELDS);
  const [initial] = useState(() => rule ?? { installments: 1 });
  const submit = async (values: Row) => {
    const body: Row = { product_id: product.id, company_id: product.company_id };
    for (const p of fields) body[p.name] = values[p.name] ?? null;
    if (rule?.id) body.id = rule.id;
    try {
      await dataProvider.action(RULES_RESOURCE, mode === 'create' ? 'save' : 'update', body);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      notify(errorText(error), { type: 'error', autoHideDuration: TOAST_MS });
      return undefined;
    }
    notify(savedMessage(model.label.one, mode), { type: 'success', autoHideDuration: TOAST_MS });
    onSaved();
    return undefined;
  };
  const title = mode === 'create' ? 'Cadastrar Regra de Pagamento' : 'Editar Regra de Pagamento';
  return (
    <FormDialog
      id="payment-rule-title"
      title={title}
      record={initial}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      {fields.map((p) => (
        <InputFor key={p.name} p={p} form={fields} />
      ))}
    </FormDialog>
  );
}
