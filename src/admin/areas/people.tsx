// The people area (issue 4): stores ('Lista de Clientes', 'Dados Cliente' with phones and
// addresses), the stores' users, consumers, client contacts and birthdays. See areas/types.ts.
import PersonIcon from '@mui/icons-material/Person';
import StoreIcon from '@mui/icons-material/Store';
import { lazy } from 'react';
import type { AreaModule } from './types';

const StoreList = lazy(() => import('../resources/stores/StoreList'));
const StoreCreate = lazy(() =>
  import('../resources/stores/StoreForm').then((m) => ({ default: m.StoreCreate })),
);
const StoreEdit = lazy(() => import('../resources/stores/StoreForm').then((m) => ({ default: m.StoreEdit })));
const UsersList = lazy(() => import('../resources/users/UsersList'));
const UserCreate = lazy(() => import('../resources/users/UserForm').then((m) => ({ default: m.UserCreate })));
const UserEdit = lazy(() => import('../resources/users/UserForm').then((m) => ({ default: m.UserEdit })));
const ConsumersList = lazy(() => import('../resources/consumers/ConsumersList'));
const ContactList = lazy(() =>
  import('../resources/contacts/ContactList').then((m) => ({ default: m.ContactList })),
);
const ContactForm = lazy(() =>
  import('../resources/contacts/ContactForm').then((m) => ({ default: m.ContactForm })),
);
const Birthdays = lazy(() =>
  import('../resources/contacts/Birthdays').then((m) => ({ default: m.Birthdays })),
);

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
      list: StoreList,
      create: StoreCreate,
      edit: StoreEdit,
    },
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
      list: UsersList,
      create: UserCreate,
      edit: UserEdit,
    },
    { resource: 'users-consumer', entity: 'consumer', title: 'Lista de Consumidores', list: ConsumersList },
    {
      resource: 'contact-list',
      entity: 'contact',
      title: 'Lista de Contatos',
      form: 'form-client',
      list: ContactList,
      create: ContactForm,
      edit: ContactForm,
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
