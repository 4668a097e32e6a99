// The pt-BR message a client must see for each broken rule, spelled out from the field's label and the
// rule as the spec (section 5) and schemas/README.md word them, or the field's own x-messages. Written
// here, not read from the server's code: a change of wording there fails the generic tests.
import type { PropertyModel } from '../../src/shared/entity.js';

/** The JSON Schema keyword a bad value breaks. */
export type Rule =
  | 'required'
  | 'minLength'
  | 'maxLength'
  | 'minimum'
  | 'maximum'
  | 'multipleOf'
  | 'enum'
  | 'type'
  | 'format'
  | 'pattern';

type Described = Pick<PropertyModel, 'label' | 'schema' | 'messages' | 'money'>;

/** The message of a bad value of each format (the spec's own words where it has them). */
const FORMAT_MESSAGES: Record<string, (label: string) => string> = {
  email: () => 'E-mail deve ser valido',
  cpf: () => 'CPF inválido',
  cnpj: () => 'CNPJ inválido',
  'cpf-cnpj': () => 'CPF/CNPJ inválido',
  cep: () => 'CEP inválido',
  date: (label) => `${label} deve ser uma data válida`,
  'date-time': (label) => `${label} deve ser uma data válida`,
  'web-address': (label) => `${label} deve ser um endereço http(s) válido`,
  'site-path': (label) => `${label} deve ser um caminho que comece com /`,
  // The one bad catalogue text the samples send is too short.
  'catalogue-text': () => 'A descrição do catálogo deve ter entre 30 e 5000 caracteres.',
};

const baseType = (p: Described) => [p.schema.type].flat().find((t) => t !== 'null');

/** What the API answers on the field for a value that breaks `rule` (`limit`: the rule's number). */
export function expectedMessage(p: Described, rule: Rule, limit?: number): string {
  const own = p.messages?.[rule];
  if (own) return own;
  const { label } = p;
  switch (rule) {
    case 'required':
      return p.schema.format === 'email' ? 'Por favor insira um e-mail' : `Por favor insira ${label}`;
    case 'minLength':
      return `Por favor insira ${label} válido`;
    case 'maxLength':
      return `${label} deve ter no máximo ${limit} caracteres`;
    case 'minimum':
      return `${label} deve ser no mínimo ${limit}`;
    case 'maximum':
      return `${label} deve ser no máximo ${limit}`;
    case 'type':
      return baseType(p) === 'integer'
        ? `${label} deve ser um número inteiro`
        : `${label} deve ser um número`;
    case 'pattern':
      return p.money ? `${label} deve ser um valor em reais, com até 2 casas decimais` : `${label} inválido`;
    case 'format':
      return FORMAT_MESSAGES[p.schema.format ?? '']?.(label) ?? `${label} inválido`;
    default:
      return `${label} inválido`;
  }
}

/** What the API answers on a reference to a row the caller cannot see (or that does not exist). */
export const notFoundMessage = (p: Pick<PropertyModel, 'label'>) => `${p.label} não encontrado(a)`;

/** What the API answers on the last field of a unique set repeated in the store. */
export const duplicateMessage = (p: Pick<PropertyModel, 'label' | 'messages'>) =>
  p.messages?.unique ?? `${p.label} já está em uso`;
