// The integration screens of the settings area: the stock integrators' tokens, a key's own page,
// the admin's new key name, and the marketing services' tokens (Facebook, Google) that the marketing
// hub links to. See generic/area.ts.
import type { AreaRoute } from '../../../generic/area';
import { lazyNamed, lazyPage } from '../../../generic/lazy';

const AddKeyName = lazyPage(() => import('./AddKeyName'));
const FormIntegration = lazyPage(() => import('./FormIntegration'));
const pages = () => import('./pages');
const StockIntegrations = lazyNamed(pages, 'StockIntegrations');
const FacebookIntegration = lazyNamed(pages, 'FacebookIntegration');
const GoogleIntegration = lazyNamed(pages, 'GoogleIntegration');

export const integrationRoutes: AreaRoute[] = [
  { path: '/integrations/stock', element: <StockIntegrations />, resource: 'integration-key-value' },
  { path: '/form-integrations/:id', element: <FormIntegration />, resource: 'integration-key-value' },
  // Admin only because integration_key_name's x-access says so.
  {
    path: '/integrations/settings/add-key-name',
    element: <AddKeyName />,
    resource: 'integration-keys-name',
  },
  { path: '/integrations/marketing/facebook', element: <FacebookIntegration /> },
  { path: '/integrations/marketing/google', element: <GoogleIntegration /> },
];
