// Errors a handler throws on purpose, and how database errors become client errors (never a 500
// for bad input).
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const INVALID_DATA = 'Os dados informados são inválidos.';

export const notFound = () => new HttpError(404, 'Registro não encontrado.');
export const forbidden = () => new HttpError(403, 'Você não tem permissão para realizar esta ação.');
export const unauthorized = () => new HttpError(401, 'Sessão inválida ou expirada. Faça login novamente.');
export const inUse = () =>
  new HttpError(409, 'Este registro está em uso por outros cadastros e não pode ser excluído.');
export const invalid = (errors: FieldErrors, message = INVALID_DATA) => new HttpError(422, message, errors);
export const noCompany = () =>
  new HttpError(403, 'Não foi possível capturar o ID da empresa. Verifique suas permissões.');

export function addError(errors: FieldErrors, field: string, message: string): void {
  const list = (errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
}
