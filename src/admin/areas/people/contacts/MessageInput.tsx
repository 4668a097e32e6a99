// The WhatsApp message of the contact and birthday screens: the generic message input with the
// variables {nome_cliente} and {email_cliente}.
import { MessageInput as VariablesInput } from '../../../generic/MessageInput';
import { MESSAGE_VARIABLES } from './whatsapp';

export { insertAt } from '../../../generic/MessageInput';

export function MessageInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return <VariablesInput value={value} onChange={onChange} variables={MESSAGE_VARIABLES} />;
}
