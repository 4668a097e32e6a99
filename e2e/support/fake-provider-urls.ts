// Where the fake payment providers of the browser tests listen (e2e/support/fake-providers.ts) and
// the e2e server's environment that points it at them instead of the real providers. Shared by
// playwright.config.ts and the fakes' process, so both agree on the ports.
import { PAGARME_HUB_FAKE_APP_KEY } from '../../tests/fakes/pagarme-hub-fake.js';

/** How many consecutive ports the fakes take from their first one. */
export const FAKE_PROVIDER_PORT_COUNT = 6;

/** One port each, from `first`: the Hub's page first, as it also answers the health check. */
export function fakeProviderPorts(first: number) {
  return {
    hub: first,
    hubApi: first + 1,
    erede: first + 2,
    pagarme: first + 3,
    cielo: first + 4,
    melhorEnvio: first + 5,
  };
}

const local = (port: number) => `http://127.0.0.1:${port}`;

/** The server's variables (README table) naming each fake; the Hub app key is the one its fake expects. */
export function fakeProviderEnv(first: number): Record<string, string> {
  const ports = fakeProviderPorts(first);
  return {
    PAGARME_HUB_URL: local(ports.hub),
    PAGARME_HUB_API_URL: local(ports.hubApi),
    PAGARME_HUB_APP_KEY: PAGARME_HUB_FAKE_APP_KEY,
    EREDE_API_URL: local(ports.erede),
    PAGARME_API_URL: local(ports.pagarme),
    CIELO_API_URL: local(ports.cielo),
    CIELO_QUERY_API_URL: local(ports.cielo),
    MELHOR_ENVIO_API_URL: local(ports.melhorEnvio),
  };
}

export const fakeProvidersHealthUrl = (first: number) => `${local(first)}/health`;
