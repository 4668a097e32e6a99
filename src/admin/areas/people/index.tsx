// The people area (issue 4): stores ('Lista de Clientes', 'Dados Cliente' with phones and
// addresses), the stores' users, consumers, client contacts and birthdays — all generic lists and
// forms configured here, plus small pieces of the area's own beside this file. See generic/area.ts.
import PersonIcon from '@mui/icons-material/Person';
import StoreIcon from '@mui/icons-material/Store';
import { today } from '../../../shared/time';
import type { SubListConfig } from '../../generic/screen';
import type { AreaModule } from '../../generic/area';
import { lazyPage } from '../../generic/lazy';

const AddressCard = lazyPage(() => import('./stores/AddressCard'));
const ResetPasswordAction = lazyPage(() => import('./consumers/ResetPasswordAction'));
const ContactTools = lazyPage(() => import('./contacts/ContactTools'));
const WhatsAppCell = lazyPage(() => import('./contacts/WhatsAppCell'));
const Birthdays = lazyPage(() => import('./contacts/Birthdays').then((m) => ({ default: m.Birthdays })));

/** Toasts of a store's phones and addresses (spec section 8). */
const ITEM_SAVED = { create: 'Item Cadastrado com sucesso', edit: 'Item atualizado com sucesso' };
export const NO_PERMISSION = 'Você não tem permissão para alterar este item.';
export const USER_STATUS_SAVED = 'Status do usuário atualizado com sucesso!';
export const USER_STATUS_FAILED = 'Erro ao atualizar o status do usuário.';

const phones: SubListConfig = {
  entity: 'phone',
  via: 'company_id',
  title: 'Telefones',
  addLabel: 'Adicionar Telefone',
  empty: 'Nenhum Telefone Cadastrado',
  columns: [
    { source: 'type', label: 'Tipo' },
    { source: 'number', label: 'Número', display: 'phone' },
  ],
  markInactive: true,
  editLabel: 'Editar telefone',
  dialog: {
    title: { create: 'Cadastrar Telefone', edit: 'Editar Telefone' },
    fields: ['type', 'number', 'note', 'active'],
    defaults: { type: 'c' },
  },
  saved: ITEM_SAVED,
};

const addresses: SubListConfig = {
  entity: 'address',
  via: 'company_id',
  title: 'Endereços',
  addLabel: 'Adicionar Endereço',
  empty: 'Nenhum Endereço Cadastrado',
  slots: { card: AddressCard },
  dialog: {
    title: { create: 'Cadastrar Endereço', edit: 'Editar Endereço' },
    fields: ['cep', 'state', 'city', 'neighborhood', 'street', 'number', 'active', 'note'],
  },
  saved: ITEM_SAVED,
};

export const peopleArea: AreaModule = {
  name: 'people',
  screens: [
    {
      resource: 'company',
      entity: 'company',
      title: 'Lista de Clientes',
      form: 'form-company',
      createTitle: 'Dados Cliente',
      editTitle: 'Dados Cliente',
      recordLabel: 'Cliente',
      searchLabel: 'Buscar por nome ou e-mail',
      filters: [
        { source: 'show_inactive', kind: 'toggle', label: 'Mostrar Inativos' },
        { source: 'only_delivered', kind: 'toggle', label: 'Somente Entregues' },
      ],
      columns: [
        { source: 'id', label: 'ID' },
        { source: 'fantasy_name', label: 'CLIENTE' },
        { source: 'active', label: 'STATUS', display: 'chip' },
        { source: 'email', label: 'E-MAIL' },
        { source: 'contract_close', label: 'Data Fechamento' },
        { source: 'project_delivery', label: 'Data Entrega' },
      ],
      // Opening a store to change it needs the full_permission level (spec section 6).
      editAccess: { level: 'full_permission', message: NO_PERMISSION, otherwise: '/company' },
      fields: [
        'company',
        'fantasy_name',
        'social_name',
        'birthday',
        'cpf_cnpj',
        'ie_rg',
        'email',
        'note',
        'page_url',
        'logo_url',
        'contract_close',
        'project_delivery',
        'delivery_system',
        'active',
      ],
      below: [phones, addresses],
    },
    {
      resource: 'users-store',
      entity: 'user',
      title: 'Lista de administradores da Loja',
      form: 'form-user',
      createLabel: 'Novo Usuário',
      createTitle: 'Cadastrar Usuário',
      editTitle: 'Editar Usuário',
      afterSave: '/users-store',
      calls: {
        index: '/users/index-store',
        show: '/users/show',
        save: '/users/save-if-admin',
        update: '/users/update-if-admin',
      },
      searchLabel: 'Buscar por nome ou e-mail',
      filters: ['active'],
      rowClick: false,
      columns: [
        { source: 'id', label: 'ID' },
        { source: 'name', label: 'NOME' },
        { source: 'email', label: 'E-MAIL' },
        { source: 'admin', label: 'TIPO DE ACESSO', display: 'chip' },
        {
          source: 'active',
          label: 'Ativo',
          display: 'switch',
          saved: USER_STATUS_SAVED,
          failed: USER_STATUS_FAILED,
        },
        { source: 'fantasy_name', label: 'Cliente', sortable: false },
      ],
      fields: ['company_id', 'name', 'email', 'password', 'admin', 'full_permission', 'active'],
    },
    {
      resource: 'users-consumer',
      entity: 'consumer',
      title: 'Lista de Consumidores',
      // Spec: the filters apply on 'Filtrar', which an admin may press only once a store is picked.
      filterMode: 'apply',
      storeFirst: true,
      filters: [
        { source: 'init_date', kind: 'date', label: 'Data inicial' },
        { source: 'finish_date', kind: 'date', label: 'Data final', defaultValue: () => today() },
        'state',
        'gender',
      ],
      columns: [
        { source: 'id', label: 'ID' },
        { source: 'fantasy_name', label: 'Nome' },
        { source: 'email', label: 'E-mail' },
        { source: 'phone_number', label: 'Telefone' },
        { source: 'state', label: 'Estado', display: 'text' },
        { source: 'gender', label: 'Gênero' },
        { source: 'created_at', label: 'Cadastrado em', display: 'date' },
      ],
      slots: { rowActions: ResetPasswordAction },
    },
    {
      resource: 'contact-list',
      entity: 'contact',
      title: 'Lista de Contatos',
      form: 'form-client',
      createTitle: 'Cadastrar Contato',
      editTitle: 'Editar Contato',
      // An admin writes for the store picked (spec section 7), and lands on /users-store.
      adminCalls: { save: '/contact-list/save-if-admin', update: '/contact-list/update-if-admin' },
      adminAfterSave: '/users-store',
      // Spec: the admin's Loja applies with 'Filtrar'; a store user's search as it is typed.
      filterMode: 'apply-for-admins',
      rowClick: false,
      slots: { toolbar: ContactTools },
      columns: [
        { source: 'id', label: 'ID' },
        { source: 'name', label: 'NOME' },
        { source: 'email', label: 'E-MAIL' },
        { source: 'phone', label: 'Telefone', sortable: false },
        { source: 'whatsapp', label: 'WhatsApp', sortable: false, render: WhatsAppCell, action: true },
      ],
      fields: ['name', 'email', 'phone'],
    },
  ],
  routes: [{ path: '/birthdays', element: <Birthdays /> }],
  menu: [
    { label: 'Usuarios', to: '/users-store', order: 10, icon: PersonIcon, also: ['/form-user'] },
    { label: 'Lojas', to: '/company', order: 20, icon: StoreIcon, also: ['/form-company'] },
    { label: 'Consumidores', to: '/users-consumer', group: 'consumidor', order: 10 },
    {
      label: 'Lista de Contatos',
      to: '/contact-list',
      group: 'consumidor',
      order: 20,
      also: ['/form-client'],
    },
  ],
};
