// The Novidades (news) of spec section 1, and how many of them this browser has already seen.
export interface Announcement {
  /** 'YYYY-MM-DD' */
  date: string;
  title: string;
  text: string;
}

export const announcements: Announcement[] = [
  {
    date: '2025-03-17',
    title: 'Logo e favicon personalizados',
    text: 'Agora você pode enviar o logo e o favicon da sua loja em Layout › Logo e Favicon. Eles aparecem no cabeçalho e na aba do navegador da sua loja virtual.',
  },
  {
    date: '2025-06-09',
    title: 'Mensagens de WhatsApp para consumidores',
    text: 'Envie mensagens pelo WhatsApp aos seus consumidores a partir da Lista de Contatos. Use as variáveis {nome_cliente} e {email_cliente} para personalizar cada mensagem com o nome e o e-mail do cliente.',
  },
  {
    date: '2025-09-22',
    title: 'Exclusão de produtos pela lista',
    text: 'Exclua um produto direto da Lista de Produtos pelo ícone da lixeira, com confirmação antes de excluir.',
  },
];

const SEEN_KEY = 'novidades.vistas';

/** How many announcements have not been seen yet (the bell's badge). */
export function unseenCount(total: number): number {
  const seen = Number(localStorage.getItem(SEEN_KEY) ?? 0);
  return Math.max(0, total - (Number.isFinite(seen) ? seen : 0));
}

/** Closing the dialog marks every announcement as seen, across reloads. */
export function markAllSeen(total: number): void {
  localStorage.setItem(SEEN_KEY, String(total));
}
