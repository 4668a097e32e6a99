// The storefront area: the shoppers' comments the store shows or hides (E-commerce), and the
// storefront's navbar, banners, logo and favicon (Layout), built by the layout issue ('Em breve' in
// the menu until then), and the preview of the storefront built from its public reads. See
// generic/area.ts.
import { lazy } from 'react';
import { CommentVisibility } from './comments/CommentVisibility';
import type { AreaModule } from '../../generic/area';

const StorefrontPreview = lazy(() => import('./preview/StorefrontPreview'));

export const storefrontArea: AreaModule = {
  name: 'storefront',
  screens: [
    // Comments are written by shoppers on the storefront: the panel only shows and hides them.
    {
      resource: 'comments',
      entity: 'comment',
      title: 'Comentários',
      // Shown or hidden through /customer-comments/active-comment; never rewritten here (no form).
      listCall: { name: 'commentsOfStore' },
      rowClick: false,
      slots: { rowActions: CommentVisibility },
    },
  ],
  routes: [
    { path: '/layout/personalization/navbar', title: 'Personalização da Navbar' },
    { path: '/layout/personalization/banner', title: 'Organização de banners' },
    { path: '/layout/personalization/logo', title: 'Logo e Favicon' },
    { path: '/layout/preview', title: 'Prévia da loja', element: <StorefrontPreview /> },
  ],
  menu: [
    { label: 'Comentários', to: '/comments', group: 'ecommerce', order: 10 },
    { label: 'Navbar', to: '/layout/personalization/navbar', group: 'layout', order: 20 },
    { label: 'Banners', to: '/layout/personalization/banner', group: 'layout', order: 30 },
    { label: 'Logo e Favicon', to: '/layout/personalization/logo', group: 'layout', order: 40 },
    { label: 'Prévia da loja', to: '/layout/preview', group: 'layout', order: 50 },
  ],
};
