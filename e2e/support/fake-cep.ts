// A tiny fake of ViaCEP for the browser tests (never the network): GET /ws/{8 digits}/json/.
// 01001000 and 20040002 are known, 55555555 fails with 500, any other CEP answers {"erro": "true"}.
// Run: `npx tsx e2e/support/fake-cep.ts` (port from FAKE_CEP_PORT, default 3399).
import { createServer } from 'node:http';

export const FAKE_CEPS: Record<string, Record<string, string>> = {
  '01001000': {
    cep: '01001-000',
    logradouro: 'Praça da Sé',
    complemento: 'lado ímpar',
    bairro: 'Sé',
    localidade: 'São Paulo',
    uf: 'SP',
  },
  '20040002': {
    cep: '20040-002',
    logradouro: 'Rua da Assembleia',
    complemento: '',
    bairro: 'Centro',
    localidade: 'Rio de Janeiro',
    uf: 'RJ',
  },
};

const port = Number(process.env.FAKE_CEP_PORT ?? 3399);

const server = createServer((req, res) => {
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  if (req.url === '/health') return send(200, { ok: true });
  const m = /^\/ws\/(\d{8})\/json\/?$/.exec(req.url ?? '');
  if (!m) return send(400, { erro: true });
  if (m[1] === '55555555') return send(500, { message: 'indisponível' });
  return send(200, FAKE_CEPS[m[1]] ?? { erro: 'true' });
});

server.listen(port, '127.0.0.1', () => console.log(`fake ViaCEP on http://127.0.0.1:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
