// The storefront area: the shoppers' comments the store shows or hides (E-commerce), and the
// storefront's navbar, banners, logo and favicon (Layout), the home page's images (/Images), and the
// preview of the storefront built from its public reads. Routes without an element show 'Em breve'
// in the menu until built. See generic/area.ts.
import { CommentVisibility } from './comments/CommentVisibility';
import type { AreaModule } from '../../generic/area';
import { lazyPage } from '../../generic/lazy';

const LogoFavicon = lazyPage(() => import('./logo/LogoFavicon'));
const LandingImages = lazyPage(() => import('./landing-images/LandingImages'));
const BannersPage = lazyPage(() => import('./banners/BannersPage'));
const NavbarScreen = lazyPage(() => import('./navbar/NavbarScreen'));
const StorefrontPreview = lazyPage(() => import('./preview/StorefrontPreview'));

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
    {
      path: '/layout/personalization/navbar',
      title: 'Personalização da Navbar',
      element: <NavbarScreen />,
    },
    {
      path: '/layout/personalization/banner',
      title: 'Organização de banners',
      element: <BannersPage />,
    },
    { path: '/layout/personalization/logo', element: <LogoFavicon /> },
    // The home page's images (spec section 2); anyone signed in may open it, as before it moved here.
    { path: '/Images', element: <LandingImages /> },
    { path: '/layout/preview', title: 'Prévia da loja', element: <StorefrontPreview /> },
  ],
  menu: [
    { label: 'Comentários', to: '/comments', group: 'ecommerce', order: 10 },
    { label: 'Navbar', to: '/layout/personalization/navbar', group: 'layout', order: 20 },
    { label: 'Banners', to: '/layout/personalization/banner', group: 'layout', order: 30 },
    {
      label: 'Logo e Favicon',
      to: '/layout/personalization/logo',
      group: 'layout',
      order: 40,
      // The home page's pictures (/Images) have no menu entry of their own in the spec.
      also: ['/Images'],
    },
    { label: 'Prévia da loja', to: '/layout/preview', group: 'layout', order: 50 },
  ],
};
