// The integration screens (spec sections 2, 6 and 7): the stock integrators' tokens at
// /integrations/stock, the Facebook and Google services at /integrations/marketing/*, each a
// TokenForm over its services with the store's keys for them listed under it; and the admins'
// creation of a new integration name.
import { Box } from '@mui/material';
import { Loading, Title } from 'react-admin';
import { useChosenStore } from '../../../generic/StorePicker';
import { useUserPermissions } from '../../../permissions';
import { IntegrationKeys } from './IntegrationKeys';
import { FACEBOOK_SERVICES, GOOGLE_SERVICES, STOCK_SERVICES, type TokenService } from './services';
import { TokenForm, type TokenFormProps } from './TokenForm';

export const STOCK_TITLE = 'Integração de Estoque';
export const FACEBOOK_TITLE = 'Cadastrar serviço para Facebook';
export const GOOGLE_TITLE = 'Cadastrar serviço Google';

/**
 * A page's token form and, under it, the keys of the store it is about: an admin's pick, kept in
 * the URL (?store=) as the panel's other store choices, so a reload or a shared link keeps it.
 */
function IntegrationPage({
  title,
  services,
  ...form
}: { title: string; services: TokenService[] } & Pick<TokenFormProps, 'tokenLabel' | 'clearLabel'>) {
  const { admin, company_id: own, isLoading } = useUserPermissions();
  const [picked, setPicked] = useChosenStore();
  return (
    <Box>
      <Title title={title} />
      <TokenForm title={title} services={services} picked={picked} onPick={setPicked} {...form} />
      {isLoading ? (
        <Loading />
      ) : (
        <IntegrationKeys services={services} store={admin ? picked : (own ?? null)} />
      )}
    </Box>
  );
}

export function StockIntegrations() {
  return (
    <IntegrationPage
      title={STOCK_TITLE}
      services={STOCK_SERVICES}
      // Tiny's token is its API token: the input says so only for it (spec section 7).
      tokenLabel={(service) => (service === 'tiny_token' ? 'Token da API Tiny' : 'Token')}
    />
  );
}

export function FacebookIntegration() {
  return <IntegrationPage title={FACEBOOK_TITLE} services={FACEBOOK_SERVICES} clearLabel="Limpar filtros" />;
}

export function GoogleIntegration() {
  return <IntegrationPage title={GOOGLE_TITLE} services={GOOGLE_SERVICES} clearLabel="Limpar filtros" />;
}
