// The stores area of the panel (issue 4): 'Lista de Clientes' and 'Dados Cliente' with the store's
// phones and addresses, admins only. See areas/types.ts.
import { lazy } from 'react';
import type { PanelArea } from './types';

const StoreList = lazy(() => import('../resources/stores/StoreList'));
const StoreCreate = lazy(() =>
  import('../resources/stores/StoreForm').then((m) => ({ default: m.StoreCreate })),
);
const StoreEdit = lazy(() => import('../resources/stores/StoreForm').then((m) => ({ default: m.StoreEdit })));

export const storesArea: PanelArea = {
  screens: [
    {
      resource: 'company',
      entity: 'company',
      title: 'Lista de Clientes',
      form: 'form-company',
      createTitle: 'Dados Cliente',
      editTitle: 'Dados Cliente',
    },
  ],
  routes: [
    { path: '/form-company', element: <StoreCreate /> },
    { path: '/form-company/:id', element: <StoreEdit /> },
  ],
  lists: { company: StoreList },
};
