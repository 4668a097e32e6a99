// The contacts area of the panel (issue 4): client contacts (/contact-list, /form-client) and
// birthdays (/birthdays). See areas/types.ts.
import { lazy } from 'react';
import type { PanelArea } from './types';

const ContactList = lazy(() =>
  import('../resources/contacts/ContactList').then((m) => ({ default: m.ContactList })),
);
const ContactForm = lazy(() =>
  import('../resources/contacts/ContactForm').then((m) => ({ default: m.ContactForm })),
);
const Birthdays = lazy(() =>
  import('../resources/contacts/Birthdays').then((m) => ({ default: m.Birthdays })),
);

export const contactsArea: PanelArea = {
  screens: [{ resource: 'contact-list', entity: 'contact', title: 'Lista de Contatos', form: 'form-client' }],
  // The list is also a route of its own: the 'Em construção' page of /contact-list gives way to it.
  routes: [
    { path: '/contact-list', element: <ContactList /> },
    { path: '/form-client', element: <ContactForm /> },
    { path: '/form-client/:id', element: <ContactForm /> },
    { path: '/birthdays', element: <Birthdays /> },
  ],
  lists: { 'contact-list': ContactList },
};
