// The payment providers of the browser tests, faked (never the network): the Pagar.me Hub (its
// authorisation page, fake-hub-page.ts, and its token API), e.Rede, Pagar.me core v5, Cielo and
// Melhor Envio. Each
// is the fake the API tests use (tests/fakes), with its default credentials, here on fixed ports
// (fake-provider-urls.ts) so that the e2e server can be pointed at them; demo stores stay in the
// sandbox, so only the Pagar.me v5 connection and stores with the sandbox off reach them.
// Run: `npx tsx e2e/support/fake-providers.ts` (first port from FAKE_PROVIDERS_PORT, default 3600).
import { startCieloFake } from '../../tests/fakes/cielo-fake.js';
import { startERedeFake } from '../../tests/fakes/erede-fake.js';
import type { JsonFake } from '../../tests/fakes/http-fake.js';
import { startMelhorEnvioFake } from '../../tests/fakes/melhor-envio-fake.js';
import { startPagarmeFake } from '../../tests/fakes/pagarme-fake.js';
import { PAGARME_HUB_FAKE_APP_KEY, startPagarmeHubFake } from '../../tests/fakes/pagarme-hub-fake.js';
import { startFakeHubPage } from './fake-hub-page.js';
import { fakeProviderPorts } from './fake-provider-urls.js';

const ports = fakeProviderPorts(Number(process.env.FAKE_PROVIDERS_PORT ?? 3600));

const hub = await startPagarmeHubFake(PAGARME_HUB_FAKE_APP_KEY, { port: ports.hubApi });
const fakes: JsonFake[] = [
  hub,
  await startERedeFake(undefined, undefined, { port: ports.erede }),
  await startPagarmeFake(undefined, { port: ports.pagarme }),
  await startCieloFake(undefined, undefined, { port: ports.cielo }),
  await startMelhorEnvioFake(undefined, { port: ports.melhorEnvio }),
  // Last: it answers the health check, so ready means every fake listens.
  await startFakeHubPage(hub, PAGARME_HUB_FAKE_APP_KEY, { port: ports.hub }),
];
console.log(`fake providers on ${fakes.map((f) => f.url).join(', ')}`);

const stop = () => void Promise.all(fakes.map((f) => f.close())).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
