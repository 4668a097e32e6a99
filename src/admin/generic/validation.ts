// Browser-side validation from the same schemas the API checks, with the spec's messages
// ('Por favor insira {label}', 'Por favor insira {label} válido', 'E-mail deve ser valido', …).
import type { Validator } from 'react-admin';
import type { PropertyModel } from '../../shared/entity';
import { isCpfOrCnpj } from '../../shared/schema-keywords';

const MONEY = /^[0-9]{1,10}([.,][0-9]{1,2})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export function requiredMessage(p: PropertyModel): string {
  return (
    p.messages?.required ??
    (p.schema.format === 'email' ? 'Por favor insira um e-mail' : `Por favor insira ${p.label}`)
  );
}

/** The validators of one property; `required` can be forced (e.g. the store for admins). */
export function validatorsFor(p: PropertyModel, options: { required?: boolean } = {}): Validator[] {
  const s = p.schema;
  const required = options.required ?? p.required;
  const msg = (keyword: string, fallback: string) => p.messages?.[keyword] ?? fallback;
  const validators: Validator[] = [];
  if (required) validators.push((v) => (blank(v) ? requiredMessage(p) : undefined));
  validators.push((v) => {
    if (blank(v)) return undefined;
    const text = String(v);
    if (typeof s.minLength === 'number' && text.trim().length < s.minLength)
      return msg('minLength', `Por favor insira ${p.label} válido`);
    if (typeof s.maxLength === 'number' && text.length > s.maxLength)
      return msg('maxLength', `${p.label} deve ter no máximo ${s.maxLength} caracteres`);
    if (s.format === 'email' && !EMAIL.test(text)) return msg('format', 'E-mail deve ser valido');
    if (s.format === 'cpf-cnpj' && !isCpfOrCnpj(text)) return msg('format', 'CPF/CNPJ inválido');
    if (p.money && !MONEY.test(text))
      return msg('pattern', `${p.label} deve ser um valor em reais, com até 2 casas decimais`);
    if (s.pattern && !p.money && p.normalize !== 'digits' && !new RegExp(s.pattern).test(text))
      return msg('pattern', `${p.label} inválido`);
    const n = Number(v);
    if ((s.type === 'integer' || s.type === 'number') && typeof v !== 'boolean') {
      if (!Number.isFinite(n) || (s.type === 'integer' && !Number.isInteger(n)))
        return msg('type', `${p.label} deve ser um número`);
      if (typeof s.minimum === 'number' && n < s.minimum)
        return msg('minimum', `${p.label} deve ser no mínimo ${s.minimum}`);
      if (typeof s.maximum === 'number' && n > s.maximum)
        return msg('maximum', `${p.label} deve ser no máximo ${s.maximum}`);
    }
    return undefined;
  });
  return validators;
}
