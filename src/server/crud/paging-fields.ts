// The paging and sorting parameters every hand-written list call takes (page, itens_per_page,
// ordenate_field, ordenate_type), with their pt-BR labels and limits, so each list checks them the
// same way as the generic index does.
import type { Fields } from '../http/params.js';
import { MAX_PAGE_SIZE } from './records.js';

export const pagingFields: Fields = {
  page: { label: 'Página', check: { type: 'integer', minimum: 1 } },
  itens_per_page: {
    label: 'Itens por página',
    check: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
  },
};

/** The sort parameters of a list whose columns sort by `sorts`. */
export const sortingFields = (sorts: readonly string[]): Fields => ({
  ordenate_field: {
    label: 'Ordenação',
    check: { type: 'string', enum: [...sorts] },
    messages: { enum: 'Ordenação inválida' },
  },
  ordenate_type: {
    label: 'Tipo de ordenação',
    check: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC'] },
  },
});
