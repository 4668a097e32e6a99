// The side menu of spec section 2: its groups and items; adminOnly items are hidden from store users.
export interface MenuLink {
  label: string;
  to: string;
  adminOnly?: boolean;
}
export interface MenuGroup {
  label: string;
  items: MenuLink[];
}
export type MenuEntry = MenuLink | MenuGroup;

export const isGroup = (e: MenuEntry): e is MenuGroup => 'items' in e;

export const menu: MenuEntry[] = [
  { label: 'Home', to: '/' },
  { label: 'Usuarios', to: '/users-store', adminOnly: true },
  { label: 'Lojas', to: '/company', adminOnly: true },
  {
    label: 'Produtos',
    items: [
      { label: 'Segmentos', to: '/definition', adminOnly: true },
      { label: 'Categorias', to: '/category', adminOnly: true },
      { label: 'Subcategorias', to: '/sub-category', adminOnly: true },
      { label: 'Marcas', to: '/brand' },
      { label: 'Grupos de Atributos', to: '/atribute-group' },
      { label: 'Atributos', to: '/atribute' },
      { label: 'Grupos de Produtos', to: '/product-group' },
      { label: 'Produtos', to: '/product' },
      { label: 'Grupos de Variação', to: '/variation-group' },
      { label: 'Busca Exata', to: '/exact-search' },
    ],
  },
  {
    label: 'Consumidor',
    items: [
      { label: 'Consumidores', to: '/users-consumer' },
      { label: 'Lista de Contatos', to: '/contact-list' },
    ],
  },
  {
    label: 'Pedidos',
    items: [
      { label: 'A Aprovar', to: '/pendingBuys' },
      { label: 'Em Separação', to: '/sortingOutBuys' },
      { label: 'Enviados', to: '/inTransitBuys' },
      { label: 'Entregues', to: '/finished' },
      { label: 'Não Finalizados', to: '/not-finished-buys' },
      { label: 'Cancelados', to: '/get-buys-canceled' },
    ],
  },
  {
    label: 'Marketing',
    items: [
      { label: 'Cupons', to: '/coupon' },
      { label: 'Marketing', to: '/marketing' },
      { label: 'Carrinhos Abandonados', to: '/coupon' },
    ],
  },
  {
    label: 'Configurações',
    items: [
      { label: 'Dados de Recebimento', to: '/receive-data' },
      { label: 'Configurações de Entrega', to: '/delivery-settings' },
      { label: 'Integração de Estoque', to: '/integrations/stock' },
    ],
  },
  {
    label: 'Relatórios',
    items: [
      { label: 'Pedidos', to: '/reports/orders' },
      { label: 'Catálogo do Facebook', to: '/reports/facebook-catalog' },
    ],
  },
  { label: 'E-commerce', items: [{ label: 'Comentários', to: '/comments' }] },
  {
    label: 'Layout',
    items: [
      { label: 'Relevância', to: '/layout-relevance' },
      { label: 'Navbar', to: '/layout/personalization/navbar' },
      { label: 'Banners', to: '/layout/personalization/banner' },
      { label: 'Logo e Favicon', to: '/layout/personalization/logo' },
    ],
  },
];
