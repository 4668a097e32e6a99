// pt-BR display formats for the panel's screens: the shared domain modules (src/shared/money.ts and
// src/shared/time.ts), under the names the screens import.
export { formatMoney, formatMoneyInput as moneyToInput, moneyFromInput } from '../shared/money';
export { formatDate, formatDate as formatDateTime } from '../shared/time';
