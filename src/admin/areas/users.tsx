// The users area of the panel (issue 4): the store administrators' list and form, and the
// consumers' list with its password reset. See areas/types.ts.
import { lazy } from 'react';
import type { PanelArea } from './types';

const UsersList = lazy(() => import('../resources/users/UsersList'));
const UserCreate = lazy(() => import('../resources/users/UserForm').then((m) => ({ default: m.UserCreate })));
const UserEdit = lazy(() => import('../resources/users/UserForm').then((m) => ({ default: m.UserEdit })));
const ConsumersList = lazy(() => import('../resources/consumers/ConsumersList'));

export const usersArea: PanelArea = {
  screens: [
    {
      resource: 'users-store',
      entity: 'user',
      title: 'Lista de administradores da Loja',
      form: 'form-user',
      createLabel: 'Novo Usuário',
      afterSave: '/users-store',
      calls: {
        index: '/users/index-store',
        show: '/users/show',
        save: '/users/save-if-admin',
        update: '/users/update-if-admin',
      },
    },
    { resource: 'users-consumer', entity: 'consumer', title: 'Lista de Consumidores' },
  ],
  routes: [
    { path: '/users-store', element: <UsersList /> },
    { path: '/form-user', element: <UserCreate /> },
    { path: '/form-user/:id', element: <UserEdit /> },
    { path: '/users-consumer', element: <ConsumersList /> },
  ],
};
