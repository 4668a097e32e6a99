// The WhatsApp message of the contact and birthday screens: the generic message input with the
// variables {nome_cliente} and {email_cliente} (birthdays: and {cupom}).
import { MessageInput as VariablesInput } from '../../../generic/MessageInput';
import { MESSAGE_VARIABLES } from './whatsapp';

export { insertAt } from '../../../generic/MessageInput';

export function MessageInput({
  value,
  onChange,
  variables = MESSAGE_VARIABLES,
}: {
  value: string;
  onChange: (value: string) => void;
  variables?: readonly string[];
}) {
  return <VariablesInput value={value} onChange={onChange} variables={variables} />;
}
