// Texts of the store screens shared by the list and the form.
export const STORE_TITLE = 'Dados Cliente';
export const STORE_LIST_TITLE = 'Lista de Clientes';
export const NO_PERMISSION = 'Você não tem permissão para alterar este item.';
/** Alerts hide after 5 s (spec section 8). */
export const ALERT_MS = 5000;
