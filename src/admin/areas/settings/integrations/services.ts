// The integration services a store holds a key for, as the panel names them (key_name → label): the
// stock integrators (spec section 10; global_stock_token shown as 'Outros'), the Facebook and Google
// services, and the delivery settings' Melhor Envio token. Each page offers its own; a key opened
// by its id (/form-integrations/{id}) is named from all of them.

export interface TokenService {
  /** The key_name (integration_key_name): bling_token, facebook_pixel_token, … */
  key: string;
  label: string;
}

export const STOCK_SERVICES: TokenService[] = [
  { key: 'bling_token', label: 'Bling' },
  { key: 'progrid_token', label: 'Progrid' },
  { key: 'tiny_token', label: 'Tiny' },
  { key: 'global_stock_token', label: 'Outros' },
];
export const FACEBOOK_SERVICES: TokenService[] = [
  { key: 'facebook_pixel_token', label: 'Pixel do Facebook' },
  { key: 'conversion_api_facebook', label: 'API de Conversões do Facebook' },
];
export const GOOGLE_SERVICES: TokenService[] = [
  { key: 'google_analytics_4_token', label: 'Google Analytics 4' },
];
export const MELHOR_ENVIO_SERVICE: TokenService = { key: 'melhor_envio_token', label: 'Melhor Envio' };

const ALL = [...STOCK_SERVICES, ...FACEBOOK_SERVICES, ...GOOGLE_SERVICES, MELHOR_ENVIO_SERVICE];

/** A service's label among these, else its key_name (a service added later by an admin). */
export function serviceLabel(key: unknown, services: TokenService[] = ALL): string {
  return services.find((s) => s.key === key)?.label ?? String(key ?? '');
}

/** The page where a service's key is registered (a key's own page goes back there once deleted). */
export function servicePage(key: unknown): string {
  if (FACEBOOK_SERVICES.some((s) => s.key === key)) return '/integrations/marketing/facebook';
  if (GOOGLE_SERVICES.some((s) => s.key === key)) return '/integrations/marketing/google';
  if (key === MELHOR_ENVIO_SERVICE.key) return '/delivery-settings';
  return '/integrations/stock';
}
