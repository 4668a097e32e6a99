// /abandoned-carts ('Recuperar Carrinhos'): the generic list over the declared call
// /abandoned-carts/index — orders the buyer left in status 0 with buyer, phone, value (products +
// delivery), items and age — with the area's pieces (pieces.tsx): the WhatsApp message with its
// variables and a coupon of the store above the rows, a WhatsApp link per cart, and the button that
// marks a cart contacted (who and when show in the row) so two people do not call the same buyer.
// The contacted filter starts at 'Não' (the carts still to call); admins pick the store and see its
// column. A row opens the order's detail in a new tab; on a phone, cards.
import { ResourceContextProvider } from 'react-admin';
import { SchemaList } from '../../../generic/SchemaList';
import type { Screen } from '../../../generic/screen';
import {
  AgeCell,
  CartToolbar,
  ContactedAction,
  ContactedCell,
  ItemsCell,
  RESOURCE,
  WhatsAppCell,
} from './pieces';

export const ABANDONED_CARTS_TITLE = 'Recuperar Carrinhos';
export const ABANDONED_CARTS_EMPTY = 'Nenhum carrinho abandonado encontrado';

export const abandonedCartsScreen: Screen = {
  resource: RESOURCE,
  entity: 'buy',
  title: ABANDONED_CARTS_TITLE,
  listCall: { name: 'abandonedCarts' },
  searchLabel: 'Buscar comprador ou nº',
  filters: [{ source: 'contacted', kind: 'status', label: 'Contatado', defaultValue: false }],
  sort: { field: 'created_at', order: 'DESC' },
  columns: [
    { source: 'id', label: 'Pedido' },
    { source: 'created_at', label: 'Abandonado', render: AgeCell },
    { source: 'people_name', label: 'Comprador', sortable: true },
    { source: 'phone_number', label: 'Telefone', display: 'phone', sortable: false },
    { source: 'total', label: 'Valor', display: 'money', sortable: true },
    { source: 'items', label: 'Itens', sortable: false, render: ItemsCell },
    { source: 'contacted_at', label: 'Contato', sortable: false, render: ContactedCell },
    { source: 'whatsapp', label: 'WhatsApp', sortable: false, render: WhatsAppCell, action: true },
    { source: 'company_name', label: 'Loja', sortable: false },
  ],
  dense: true,
  empty: ABANDONED_CARTS_EMPTY,
  rowLink: {
    to: (record) => `/detailOrder/${record.id}`,
    label: (record) => `Abrir pedido ${record.id} em nova aba`,
    newTab: true,
  },
  card: {
    title: 'people_name',
    lines: ['created_at', 'total', 'items', 'phone_number', 'contacted_at', 'whatsapp', 'company_name'],
  },
  slots: { toolbar: CartToolbar, rowActions: ContactedAction },
};

export default function AbandonedCartsPage() {
  return (
    <ResourceContextProvider value={RESOURCE}>
      <SchemaList screen={abandonedCartsScreen} />
    </ResourceContextProvider>
  );
}
