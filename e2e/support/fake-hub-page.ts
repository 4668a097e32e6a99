// The Pagar.me Hub's authorisation page for the browser tests, beside the Hub's token API (the fake of
// tests/fakes/pagarme-hub-fake.ts, which issues and exchanges the codes):
// - GET /apps/{appKey}/authorize?redirect_uri=… (what pagarmeV5AuthorizeUrl() plus the panel build):
//   a small pt-BR page with an 'Autorizar' button;
// - GET /apps/{appKey}/authorize/confirm?redirect_uri=… (the button): issues a code only now, as the
//   provider does once the store authorises, so its 3 minutes start here, and sends the browser back
//   to redirect_uri with installId and authorization_code added (its own query, such as the admin's
//   company_id, kept);
// - GET /issued/{code}: the token a code stands for, so a test can check the panel never shows it whole;
// - GET /health.
import { startJsonFake, type FakeOptions, type JsonFake } from '../../tests/fakes/http-fake.js';
import type { IssuedCode, PagarmeHubFake } from '../../tests/fakes/pagarme-hub-fake.js';

const HTML = { 'content-type': 'text/html; charset=utf-8' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Pagar.me Hub (simulado)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 24px; color: #1f2933; }
  main { max-width: 480px; margin: 0 auto; }
  button { font: inherit; padding: 10px 24px; border: 0; border-radius: 4px; background: #0b6e4f; color: #fff; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function authorizePage(appKey: string, redirectUri: string): string {
  return page(
    'Autorizar aplicativo',
    `<h1>Autorizar aplicativo</h1>
<p>O aplicativo da plataforma pede acesso à sua conta Pagar.me para receber os pagamentos da loja.</p>
<p>Página simulada do Pagar.me Hub, usada nos testes de navegador.</p>
<form method="get" action="/apps/${encodeURIComponent(appKey)}/authorize/confirm">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<button type="submit">Autorizar</button>
</form>`,
  );
}

/** redirect_uri when it is an http(s) address: the provider sends no one anywhere else. */
function redirectUriOf(query: URLSearchParams): URL | null {
  try {
    const url = new URL(query.get('redirect_uri') ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export async function startFakeHubPage(
  hub: PagarmeHubFake,
  appKey: string,
  options: FakeOptions = {},
): Promise<JsonFake> {
  // Only what this page issued, so /issued answers for the browser flow and nothing else.
  const issued = new Map<string, IssuedCode>();
  return startJsonFake((req, send, reply) => {
    const url = new URL(req.path, 'http://hub.invalid');
    const fail = (status: number, message: string) =>
      reply(status, HTML, page(message, `<h1>${escapeHtml(message)}</h1>`));
    if (req.method !== 'GET') return fail(405, 'Método não permitido');
    if (url.pathname === '/health') return send(200, { ok: true });
    const known = /^\/issued\/([^/]+)$/.exec(url.pathname);
    if (known) {
      const found = issued.get(decodeURIComponent(known[1]));
      return found ? send(200, found) : send(404, { message: 'Código desconhecido' });
    }
    const m = /^\/apps\/([^/]+)\/authorize(\/confirm)?$/.exec(url.pathname);
    if (!m) return fail(404, 'Página não encontrada');
    // The panel must name the platform's own app.
    if (decodeURIComponent(m[1]) !== appKey) return fail(404, 'Aplicativo não encontrado');
    const back = redirectUriOf(url.searchParams);
    if (!back) return fail(400, 'Endereço de retorno inválido');
    if (!m[2]) return reply(200, HTML, authorizePage(appKey, back.toString()));
    const code = hub.issue();
    issued.set(code.code, code);
    back.searchParams.set('installId', code.installId);
    back.searchParams.set('authorization_code', code.code);
    reply(303, { location: back.toString() });
  }, options);
}
