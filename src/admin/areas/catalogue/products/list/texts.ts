// The spec's texts of the product list (sections 2, 8 and 9), in one place for screens and tests.
export const LIST_TITLE = 'Lista de Produtos';
export const EMPTY_TEXT = 'Nenhum produto encontrado!';
/** The toast of a search that finds nothing (spec section 8). */
export const NOT_FOUND_TOAST = 'Nenhum produto encontrado, verificar nome dos filtros';
export const CREATE_LABEL = 'Novo Produto';
export const STATUS_SAVED = 'Status do produto atualizado com sucesso!';
export const STATUS_FAILED = 'Erro ao atualizar o status do produto.';
export const DELETE_TITLE = 'Confirmar Exclusão';
export const DELETE_QUESTION = 'Tem certeza que deseja excluir este produto?';
export const DELETED = 'Produto excluído com sucesso!';
export const deleteFailed = (reason: string) => `Erro ao excluir o produto: ${reason}`;
export const PICK_STORE = 'Selecione uma loja';
