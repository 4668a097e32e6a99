// The integration screens (spec sections 2, 6 and 7): the stock integrators' tokens at
// /integrations/stock, the Facebook and Google services at /integrations/marketing/*, each a
// TokenForm over its services; and the admins' creation of a new integration name.
import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { FACEBOOK_SERVICES, GOOGLE_SERVICES, STOCK_SERVICES } from './services';
import { TokenForm } from './TokenForm';

export const STOCK_TITLE = 'Integração de Estoque';
export const FACEBOOK_TITLE = 'Cadastrar serviço para Facebook';
export const GOOGLE_TITLE = 'Cadastrar serviço Google';

export function StockIntegrations() {
  return (
    <Box>
      <Title title={STOCK_TITLE} />
      <TokenForm
        title={STOCK_TITLE}
        services={STOCK_SERVICES}
        // Tiny's token is its API token: the input says so only for it (spec section 7).
        tokenLabel={(service) => (service === 'tiny_token' ? 'Token da API Tiny' : 'Token')}
      />
    </Box>
  );
}

export function FacebookIntegration() {
  return (
    <Box>
      <Title title={FACEBOOK_TITLE} />
      <TokenForm title={FACEBOOK_TITLE} services={FACEBOOK_SERVICES} clearLabel="Limpar filtros" />
    </Box>
  );
}

export function GoogleIntegration() {
  return (
    <Box>
      <Title title={GOOGLE_TITLE} />
      <TokenForm title={GOOGLE_TITLE} services={GOOGLE_SERVICES} clearLabel="Limpar filtros" />
    </Box>
  );
}
