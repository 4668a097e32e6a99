// 'Dados de Recebimento' (issue 13): the admin's list of every store's payment settings, and the
// form — generic, configured here — with the payment exceptions under it (a sub-list with its
// dialog) and the area's own pieces: the store user's landing on its own settings and the Pagar.me
// v5 return (ReceiveDataCreate), the intermediary's credential dialogs and the boleto card.
import type { Screen } from '../../../generic/screen';
import type { SubListConfig } from '../../../generic/screen';
import { lazyPage } from '../../../generic/lazy';

const ReceiveDataCreate = lazyPage(() => import('./ReceiveDataCreate'));
const ReceiveDataCredentials = lazyPage(() => import('./Credentials'));
const ExceptionInputs = lazyPage(() => import('./ExceptionInputs'));

const exceptions: SubListConfig = {
  entity: 'receive_data_rule',
  via: 'receive_data_id',
  carry: ['company_id'],
  title: 'Exceções de Pagamento',
  addLabel: 'Cadastrar Exceção',
  empty: 'Nenhuma exceção cadastrada',
  sort: { field: 'installments', order: 'ASC' },
  columns: [
    'payment_type',
    'installments',
    'rule_type',
    { source: 'rate', label: 'Taxa (%)', display: 'number' },
    'active',
  ],
  markInactive: true,
  editLabel: 'Editar exceção',
  remove: { question: 'Tem certeza que deseja excluir esta exceção?', label: 'Excluir exceção' },
  slots: { dialog: ExceptionInputs },
  dialog: {
    title: { create: 'Cadastrar Exceção de Pagamento', edit: 'Editar Exceção de Pagamento' },
    defaults: { installments: 1, payment_type: 0, rule_type: 0 },
    maxWidth: 'xs',
  },
};

export const receiveDataScreen: Screen = {
  resource: 'receive-data',
  entity: 'receive_data',
  title: 'Dados de Recebimento',
  form: 'form-receive-data',
  createTitle: 'Dados de Recebimento',
  editTitle: 'Dados de Recebimento',
  searchLabel: 'Buscar por cliente ou intermediador',
  columns: [
    { source: 'id', label: 'ID' },
    { source: 'company_name', label: 'CLIENTE' },
    { source: 'intermediary', label: 'INTERMEDIADOR' },
    { source: 'capture_low_risk', label: 'CAPTURAR BAIXO RISCO', display: 'yes-no' },
    { source: 'void_high_risk', label: 'EVITAR ALTO RISCO', display: 'yes-no' },
  ],
  card: { title: 'company_name', lines: ['intermediary', 'capture_low_risk', 'void_high_risk'] },
  // The list of every store's settings is the admin's; a store user goes to its own form.
  access: { level: 'admin', otherwise: '/form-receive-data' },
  formAccess: {},
  create: ReceiveDataCreate,
  // A store user stays on its own settings (the list is not theirs).
  afterSave: '/form-receive-data',
  adminAfterSave: '/receive-data',
  fields: [
    'intermediary',
    'installments',
    'minimum_installment_value',
    'email',
    'soft_descriptor',
    'send_client_mail',
    'payment_slip',
    'payment_slip_intermediary',
    'capture_automatic',
    'antifraud',
    'antifraud_service',
    'capture_low_risk',
    'void_high_risk',
    'pix',
    'payment_rule_to_consider',
  ],
  sections: [
    {
      title: 'Intermediador',
      fields: [
        'intermediary',
        'installments',
        'minimum_installment_value',
        'email',
        'soft_descriptor',
        'send_client_mail',
      ],
    },
    { title: 'Boleto', fields: ['payment_slip', 'payment_slip_intermediary'] },
    {
      title: 'Captura e Antifraude',
      fields: ['capture_automatic', 'antifraud', 'antifraud_service', 'capture_low_risk', 'void_high_risk'],
    },
    { title: 'Pix e Regra de Pagamento', fields: ['pix', 'payment_rule_to_consider'] },
  ],
  below: [ReceiveDataCredentials, exceptions],
};
