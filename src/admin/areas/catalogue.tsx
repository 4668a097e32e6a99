// The catalogue area (issues 3 and 5): the shared taxonomy (admins), brands, attributes, product
// groups, products with their form sections, variation groups, exact search and layout relevance.
// See areas/types.ts.
import { lazy } from 'react';
import type { AreaModule } from './types';

const ProductList = lazy(() => import('../resources/products/list/ProductList'));
const ProductCreate = lazy(() =>
  import('../resources/products/form/ProductForm').then((m) => ({ default: m.ProductCreate })),
);
const ProductEdit = lazy(() =>
  import('../resources/products/form/ProductForm').then((m) => ({ default: m.ProductEdit })),
);
const ExactSearch = lazy(() => import('../resources/products/exact-search/ExactSearch'));
const LayoutRelevance = lazy(() => import('../resources/products/relevance/LayoutRelevance'));
const VariationProducts = lazy(() => import('../resources/catalogue/VariationProducts'));

export const catalogueArea: AreaModule = {
  name: 'catalogue',
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
      list: ProductList,
      create: ProductCreate,
      edit: ProductEdit,
    },
    {
      resource: 'variation-group',
      entity: 'variation_group',
      title: 'Grupos de Variação',
      form: 'form-variation-group',
      createLabel: 'Novo Grupo de Variação',
      fields: ['variation_name', 'name', 'field_name', 'gender_types', 'active'],
      editSections: [VariationProducts],
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
    { path: '/layout-relevance', element: <LayoutRelevance /> },
    { path: '/layout/relevance', element: <LayoutRelevance /> },
    { path: '/Images', title: 'Imagens' },
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
    { label: 'Produtos', to: '/product', group: 'produtos', order: 80, also: ['/form-product', '/Images'] },
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
