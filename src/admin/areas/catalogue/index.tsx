// The catalogue area (issues 3 and 5): the shared taxonomy (admins), brands, attributes, product
// groups, products with their form sections, variation groups, exact search and layout relevance.
// See generic/area.ts.
import type { Column, SubListConfig } from '../../generic/screen';
import { SERVER_ORDER } from '../../dataProvider';
import { gridBody, gridRefusal, gridValues, UNLOCK_LABEL } from './products/grid/gridModel';
import { promotionBody, promotionFormValues, promotionRefusal } from './products/promotions/promotionModel';
import { lazyNamed, lazyPage } from '../../generic/lazy';
import type { AreaModule } from '../../generic/area';

/** The browser's question before a variation product is deleted (spec section 2). */
const CONFIRM_DELETE = 'Tem certeza que deseja excluir esse Item da Lista?';

const productList = () => import('./products/list/slots');
// The bulk bar's product actions load when the first row is selected.
const productBulk = () => import('./products/list/BulkActions');
const ProductCreate = lazyPage(() =>
  import('./products/form/ProductForm').then((m) => ({ default: m.ProductCreate })),
);
const ProductEdit = lazyPage(() =>
  import('./products/form/ProductForm').then((m) => ({ default: m.ProductEdit })),
);
const ExactSearch = lazyPage(() => import('./exact-search/ExactSearch'));
const ProductImport = lazyPage(() => import('./products/import/ProductImport'));
const LayoutRelevance = lazyPage(() => import('./relevance/LayoutRelevance'));
const grid = () => import('./products/grid/GridFields');
const gridActions = () => import('./products/grid/GridActions');
const promotion = () => import('./products/promotions/PromotionFields');
const variation = () => import('./variations/VariationPieces');
const sections = () => import('./products/form/ProductSections');
const paymentRulesFrame = () => import('./products/payment-rules/RulesFolded');

/**
 * 'Lista de Produtos': the generic list over /product/paginate-index (the productList call), with
 * the columns of spec section 2 (Cliente for admins), every one sortable by the call's keys.
 */
const PRODUCT_COLUMNS: Column[] = [
  { source: 'id', label: 'ID', sortable: true },
  { source: 'name', label: 'Nome', sortable: true },
  { source: 'ref', label: 'Referência', sortable: true },
  { source: 'category', label: 'Categoria', sortable: true },
  { source: 'company_name', label: 'Cliente', sortable: true },
  { source: 'price', label: 'Preço', display: 'money', sortable: true },
  { source: 'stock', label: 'Estoque', sortable: true, render: lazyNamed(productList, 'StockCell') },
  {
    source: 'relevance',
    label: 'Relevância',
    sortable: true,
    render: lazyNamed(productList, 'RelevanceCell'),
  },
  { source: 'active', label: 'Ativo', sortable: true, render: lazyNamed(productList, 'ActiveCell') },
];

/** Toasts of a product's grid items and a variation group's products (spec section 8). */
const ITEM_SAVED = { create: 'Item Cadastrado com sucesso', edit: 'Item atualizado com sucesso' };

/** 'Estoque': the product's size × colour items, read-only until 'Alterar Informações'. */
const stockGrid: SubListConfig = {
  entity: 'grid',
  via: 'product_id',
  carry: ['company_id'],
  title: 'Estoque',
  // A product with a single stock has no size/colour grid.
  when: (product) => !product.unique_stock,
  addLabel: 'Cadastrar Grade',
  empty: 'Nenhum Item encontrado',
  // 'Mostrar Inativos' (off at first).
  filter: { show_inactive: false },
  columns: [
    { source: 'balance', render: lazyNamed(grid, 'BalanceCell') },
    'size',
    { source: 'color', render: lazyNamed(grid, 'ColorCell') },
    'code',
    { source: 'active', display: 'chip' },
  ],
  rowClick: true,
  slots: {
    actions: lazyNamed(gridActions, 'ManyGridsAction'),
    rowActions: lazyNamed(gridActions, 'StockMoveAction'),
    filters: lazyNamed(gridActions, 'ShowInactiveItems'),
    dialog: lazyPage(grid),
  },
  dialog: {
    title: { create: 'Cadastrar Grade', edit: 'Editar Grade' },
    values: gridValues,
    body: gridBody,
    refusal: gridRefusal,
    lock: UNLOCK_LABEL,
  },
  saved: ITEM_SAVED,
};

/** 'Promoções': registered while the product has none (spec section 2). */
const promotions: SubListConfig = {
  entity: 'product_promotion',
  via: 'product_id',
  carry: ['company_id'],
  title: 'Promoções',
  addLabel: 'Cadastrar Promoção',
  canAdd: (rows) => rows.length === 0,
  empty: 'Nenhuma promoção cadastrada.',
  columns: [
    { source: 'start_date', render: lazyNamed(promotion, 'StartCell') },
    { source: 'end_date', render: lazyNamed(promotion, 'EndCell') },
    { source: 'discount_value', label: 'Valor' },
    { source: 'discount_percent', label: 'Percentual', display: 'percent' },
    { source: 'active', display: 'chip' },
  ],
  editLabel: 'Editar promoção',
  slots: { dialog: lazyPage(promotion) },
  dialog: {
    title: { create: 'Cadastrar Promoção', edit: 'Editar Promoção' },
    values: (row) => promotionFormValues(row ?? undefined),
    body: (values, product, _mode, row) => promotionBody(values, product, row?.id),
    refusal: promotionRefusal,
  },
};

/** 'Regras de Pagamento': folded under how many there are. */
const paymentRules: SubListConfig = {
  entity: 'product_payment_rule',
  via: 'product_id',
  carry: ['company_id'],
  title: 'Regras de Pagamento',
  addLabel: 'Cadastrar Regra',
  empty: 'Nenhuma regra de pagamento cadastrada.',
  // Folded under how many there are ('2 regras cadastradas').
  slots: { rows: lazyNamed(paymentRulesFrame, 'RulesFolded') },
  sort: { field: 'installments', order: 'ASC' },
  columns: ['installments', 'payment_type', 'rule_type', { source: 'rate', display: 'number' }, 'active'],
  editLabel: 'Editar regra',
  remove: { question: 'Tem certeza que deseja excluir esta regra de pagamento?', label: 'Excluir regra' },
  dialog: {
    title: { create: 'Cadastrar Regra de Pagamento', edit: 'Editar Regra de Pagamento' },
    fields: ['installments', 'payment_type', 'rule_type', 'rate', 'active'],
    defaults: { installments: 1 },
    maxWidth: 'xs',
  },
};

/** A variation group's products: added in a row above the list; deleted or made main. */
const variationProducts: SubListConfig = {
  entity: 'variation_product',
  resource: 'variation-group-product',
  via: 'variation_group_id',
  carry: ['company_id'],
  title: 'Produtos da Variação',
  add: 'inline',
  addLabel: 'Adicionar',
  edit: false,
  columns: ['product_name', 'value', { source: 'main', render: lazyNamed(variation, 'MainCell') }],
  slots: { rowActions: lazyNamed(variation, 'BecomeMainAction') },
  remove: { question: CONFIRM_DELETE, browser: true },
  dialog: { fields: ['product_id', 'value'] },
  saved: ITEM_SAVED,
};

export const catalogueArea: AreaModule = {
  name: 'catalogue',
  // The variation products' product picker (variation_product.product_id's x-widget).
  widgets: { 'product-search': lazyPage(() => import('./products/ProductSearchWidget')) },
  screens: [
    {
      resource: 'definition',
      entity: 'definition',
      title: 'Definições de Segmentos',
      form: 'form-definition',
      createLabel: 'Novo Segmento',
      columns: ['id', 'name'],
      headers: { name: 'Nome do Segmento' },
    },
    {
      resource: 'category',
      entity: 'category',
      title: 'Gerenciamento de Categorias',
      form: 'form-category',
      createLabel: 'Nova Categoria',
      columns: ['id', 'definition_name', 'name', 'google_product_category'],
      headers: { name: 'Categoria' },
      fields: ['definition_id', 'name', 'google_product_category', 'gender_types'],
      calls: { options: '/category/index-with-filter' },
    },
    {
      resource: 'sub-category',
      entity: 'sub_category',
      title: 'Subcategorias',
      form: 'form-subcategory',
      createLabel: 'Nova Subcategoria',
      headers: { name: 'Subcategoria' },
      fields: ['definition_id', 'category_id', 'name'],
      calls: { options: '/sub-category/index-with-filter' },
    },
    { resource: 'brand', entity: 'brand', title: 'Marcas', form: 'form-brand', createLabel: 'Nova Marca' },
    {
      resource: 'product-group',
      entity: 'product_group',
      title: 'Grupos de Produto',
      form: 'form-product-group',
      createLabel: 'Novo Grupo de Produto',
    },
    {
      resource: 'atribute-group',
      entity: 'atribute_group',
      title: 'Grupos de Atributo',
      form: 'form-atribute-group',
      createLabel: 'Novo Grupo de Atributo',
    },
    {
      resource: 'atribute',
      entity: 'atribute',
      title: 'Atributos',
      form: 'form-atribute',
      createLabel: 'Novo Atributo',
      fields: ['atribute_group_id', 'name', 'additional_price', 'typeable', 'active'],
    },
    {
      resource: 'product',
      entity: 'product',
      title: 'Lista de Produtos',
      form: 'form-product',
      createTitle: 'Cadastrar Produto',
      editTitle: 'Editar Produto',
      createLabel: 'Novo Produto',
      empty: 'Nenhum produto encontrado!',
      listCall: { name: 'productList' },
      sort: SERVER_ORDER,
      search: false,
      rowClick: false,
      columns: PRODUCT_COLUMNS,
      slots: {
        actions: lazyNamed(productList, 'ProductActions'),
        filters: lazyNamed(productList, 'ProductFiltersSlot'),
        toolbar: lazyNamed(productList, 'ProductToolbar'),
        rows: lazyNamed(productList, 'ProductSortCycle'),
        row: lazyNamed(productList, 'ProductRowActions'),
        card: lazyNamed(productList, 'ProductCardSlot'),
        empty: lazyNamed(productList, 'ProductEmpty'),
        pagination: lazyNamed(productList, 'ProductPaging'),
        bulkActions: lazyNamed(productBulk, 'ProductBulkActions'),
      },
      create: ProductCreate,
      edit: ProductEdit,
      below: [
        stockGrid,
        lazyNamed(sections, 'ProductImages'),
        promotions,
        lazyNamed(sections, 'ProductAttributes'),
        paymentRules,
      ],
    },
    {
      resource: 'variation-group',
      entity: 'variation_group',
      title: 'Grupos de Variação',
      form: 'form-variation-group',
      createLabel: 'Novo Grupo de Variação',
      fields: ['variation_name', 'name', 'field_name', 'gender_types', 'active'],
      below: [variationProducts],
    },
    // Reference data used by pickers and sections.
    { resource: 'size', entity: 'size', title: 'Tamanhos' },
    {
      resource: 'variation-group-product',
      entity: 'variation_product',
      title: 'Produtos da variação',
      calls: { index: '/variation-group-product/index-by-group' },
    },
  ],
  routes: [
    { path: '/exact-search', element: <ExactSearch /> },
    { path: '/product-import', element: <ProductImport />, resource: 'product' },
    { path: '/layout-relevance', element: <LayoutRelevance /> },
    { path: '/layout/relevance', element: <LayoutRelevance /> },
  ],
  menu: [
    { label: 'Segmentos', to: '/definition', group: 'produtos', order: 10, also: ['/form-definition'] },
    { label: 'Categorias', to: '/category', group: 'produtos', order: 20, also: ['/form-category'] },
    {
      label: 'Subcategorias',
      to: '/sub-category',
      group: 'produtos',
      order: 30,
      also: ['/form-subcategory'],
    },
    { label: 'Marcas', to: '/brand', group: 'produtos', order: 40, also: ['/form-brand'] },
    {
      label: 'Grupos de Atributo',
      to: '/atribute-group',
      group: 'produtos',
      order: 50,
      also: ['/form-atribute-group'],
    },
    { label: 'Atributos', to: '/atribute', group: 'produtos', order: 60, also: ['/form-atribute'] },
    {
      label: 'Grupos de Produto',
      to: '/product-group',
      group: 'produtos',
      order: 70,
      also: ['/form-product-group'],
    },
    {
      label: 'Produtos',
      to: '/product',
      group: 'produtos',
      order: 80,
      also: ['/form-product', '/product-import'],
    },
    {
      label: 'Grupos de Variação',
      to: '/variation-group',
      group: 'produtos',
      order: 90,
      also: ['/form-variation-group'],
    },
    { label: 'Busca Exata', to: '/exact-search', group: 'produtos', order: 100 },
    {
      label: 'Relevância',
      to: '/layout-relevance',
      group: 'layout',
      order: 10,
      also: ['/layout/relevance'],
    },
  ],
};
