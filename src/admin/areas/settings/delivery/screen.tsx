// The delivery settings of the settings area (issue 13), kept beside the area's index.tsx so it only
// lists them: the admins' list of every store's delivery settings (a store user is sent to its own
// form), the per-store form — the generic one, found by the store (DeliverySettingsForm) — with the
// open delivery switch, the Melhor Envio token and the restrictions sub-list under it. See
// generic/area.ts.
import EditIcon from '@mui/icons-material/Edit';
import type { Screen } from '../../../generic/screen';
import type { SubListConfig } from '../../../generic/screen';
import type { AreaRoute } from '../../../generic/area';
import { lazyPage } from '../../../generic/lazy';

const DeliverySettingsForm = lazyPage(() => import('./DeliverySettingsForm'));
const NewDeliverySettings = lazyPage(() => import('./NewDeliverySettings'));
const OpenDelivery = lazyPage(() => import('./OpenDelivery'));
const MelhorEnvioToken = lazyPage(() => import('./MelhorEnvioToken'));

const DELIVERY_FORM = '/form-delivery-settings';
const DELIVERY_TITLE = 'Configurações de Entrega';

/** The store's delivery exceptions: price and term for a CEP range (shown once the settings exist). */
const restrictions: SubListConfig = {
  entity: 'delivery_restriction',
  via: 'company_id',
  parentKey: 'company_id',
  title: 'Exceções de Entrega',
  addLabel: 'Adicionar Exceção',
  empty: 'Nenhum item encontrado',
  columns: [
    { source: 'type', label: 'Nome' },
    { source: 'init_cep_rate', label: 'CEP inicial', display: 'cep' },
    { source: 'final_cep_rate', label: 'CEP final', display: 'cep' },
    { source: 'term', label: 'Prazo (dias)' },
    { source: 'minimum_buy_value', label: 'Compra mínima', display: 'money' },
    { source: 'delivery_price', label: 'Frete' },
    { source: 'active', label: 'Ativo', display: 'chip' },
  ],
  editLabel: 'Editar exceção',
  rowClick: true,
  remove: { question: 'Deseja excluir esta exceção de entrega?', label: 'Excluir exceção' },
  dialog: {
    title: { create: 'Cadastrar Exceção de Entrega', edit: 'Editar Exceção de Entrega' },
    fields: [
      'type',
      'term',
      'init_cep_rate',
      'final_cep_rate',
      'minimum_buy_value',
      'delivery_price',
      'more_quote',
      'active',
    ],
  },
  saved: { create: 'Item Cadastrado com sucesso', edit: 'Item atualizado com sucesso' },
};

const DELIVERY_FIELDS = [
  'cd_empresa_correios',
  'sds_senha_correios',
  'withdrawal',
  'intermediary',
  'additional_value',
  'apply_additional_all',
  'product_rule',
];

/**
 * Every store's delivery settings (admins): ID, CLIENTE, and the store's form, addressed by the store
 * (/form-delivery-settings/{company_id}). A store user opening the list lands on its own form.
 */
export const deliveryScreen: Screen = {
  resource: 'delivery-settings',
  entity: 'delivery_settings',
  title: DELIVERY_TITLE,
  createTitle: DELIVERY_TITLE,
  editTitle: DELIVERY_TITLE,
  access: { level: 'admin', otherwise: `${DELIVERY_FORM}/:company_id` },
  // The admins' store column (the generic list adds it) is the spec's CLIENTE.
  columns: [{ source: 'id', label: 'ID' }],
  headers: { company_name: 'CLIENTE' },
  rowLink: {
    to: (r) => `${DELIVERY_FORM}/${r.company_id}`,
    label: (r) => `Editar configurações de entrega de ${r.company_name ?? r.company_id}`,
    icon: EditIcon,
  },
  slots: { toolbar: NewDeliverySettings },
  // The toasts are the generic '... foi cadastrada/atualizada com sucesso!', in the feminine the
  // schema's x-label declares for 'Configuração de Entrega'.
  // The form stays at its store's address: a store user has no list to go back to, and an admin
  // who picked the store at /form-delivery-settings lands on the settings just created.
  afterSave: (record, mode) => (mode === 'create' ? `${DELIVERY_FORM}/${record.company_id}` : false),
  fields: DELIVERY_FIELDS,
  // Open delivery is set with the rest when creating; once saved, its own switch changes it.
  createFields: [...DELIVERY_FIELDS, 'open_delivery'],
  sections: [
    { title: 'Correios', fields: ['cd_empresa_correios', 'sds_senha_correios'] },
    {
      title: 'Entrega',
      fields: [
        'withdrawal',
        'intermediary',
        'additional_value',
        'apply_additional_all',
        'product_rule',
        'open_delivery',
      ],
    },
  ],
  below: [OpenDelivery, MelhorEnvioToken, restrictions],
};

export const deliveryRoutes: AreaRoute[] = [
  // Any store user may open its own settings form (write access to delivery-settings).
  { path: DELIVERY_FORM, element: <DeliverySettingsForm />, resource: 'delivery-settings' },
  { path: `${DELIVERY_FORM}/:id`, element: <DeliverySettingsForm />, resource: 'delivery-settings' },
];
