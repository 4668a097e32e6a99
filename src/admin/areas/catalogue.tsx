// The catalogue area of the panel (issue 5): the product list and form with its sections (stock
// grid, images, promotions, attributes, payment rules), exact search and layout relevance.
// See areas/types.ts.
import { lazy } from 'react';
import type { PanelArea } from './types';

const ProductList = lazy(() => import('../resources/products/list/ProductList'));
const ProductCreate = lazy(() =>
  import('../resources/products/form/ProductForm').then((m) => ({ default: m.ProductCreate })),
);
const ProductEdit = lazy(() =>
  import('../resources/products/form/ProductForm').then((m) => ({ default: m.ProductEdit })),
);
const ExactSearch = lazy(() => import('../resources/products/exact-search/ExactSearch'));
const LayoutRelevance = lazy(() => import('../resources/products/relevance/LayoutRelevance'));

export const catalogueArea: PanelArea = {
  screens: [
    {
      resource: 'product',
      entity: 'product',
      title: 'Lista de Produtos',
      form: 'form-product',
      createTitle: 'Cadastrar Produto',
      editTitle: 'Editar Produto',
      createLabel: 'Novo Produto',
      empty: 'Nenhum produto encontrado!',
    },
  ],
  routes: [
    { path: '/form-product', element: <ProductCreate /> },
    { path: '/form-product/:id', element: <ProductEdit /> },
    { path: '/exact-search', element: <ExactSearch /> },
    { path: '/layout-relevance', element: <LayoutRelevance /> },
    { path: '/layout/relevance', element: <LayoutRelevance /> },
  ],
  lists: { product: ProductList },
};
