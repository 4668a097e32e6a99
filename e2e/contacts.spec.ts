// Issue 4 item 4: a store user's client contacts. Maria exports her store's contacts to CSV (the
// file, its header and a known demo row), the WhatsApp link carries the message with the contact's
// variables filled, and a contact created with a masked phone shows formatted in the list.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { admin, maria } from './support/accounts';
import { Api, uniqueName, type Row } from './support/api';
import { sessionFile } from './support/session';
import { formatPhone } from '../src/shared/br-formats';
import { formatDay } from '../src/shared/time';

const listRow = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe('contatos do lojista', () => {
  test.use({ storageState: sessionFile(maria) });

  test('exporta todos os contatos da loja em export.csv', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const { json } = await api.post<{ data: Row[]; total: number }>('/contact-list/index', {
      ordenate_field: 'id',
      ordenate_type: 'asc',
      itens_per_page: 1,
    });
    const [oldest] = json.data;
    await page.goto('/contact-list');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    const exportButton = page.getByRole('button', { name: 'Exportar CSV' });
    await expect(exportButton).toBeEnabled();
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toBe('export.csv');
    const bytes = await readFile(await download.path());
    // UTF-8 with a byte-order mark, so Excel shows the accents of the header.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Data Cadastro;Atualização Cadastro;Nome;Numero telefone;Email');
    // Every contact of the store, not only the 25 on screen.
    expect(json.total).toBeGreaterThan(25);
    expect(lines).toHaveLength(json.total + 1);
    expect(lines).toContain(
      [
        formatDay(oldest.created_at),
        formatDay(oldest.updated_at),
        oldest.name,
        formatPhone(oldest.phone),
        oldest.email,
      ].join(';'),
    );
  });

  test('o link do WhatsApp abre a conversa com a mensagem preenchida', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const [contact] = await api.index('/contact-list', { itens_per_page: 1 });
    const name = String(contact.name);
    await page.goto('/contact-list');
    const link = listRow(page, String(contact.email)).getByRole('link', { name: /WhatsApp/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute(
      'href',
      `https://wa.me/55${contact.phone}?text=${encodeURIComponent(`Olá, ${name}!`)}`,
    );

    // The variable buttons insert at the cursor: here at the end of the message.
    const message = page.getByLabel('Mensagem');
    await message.fill('Oi ');
    await page.getByRole('button', { name: '{email_cliente}' }).click();
    await expect(message).toHaveValue('Oi {email_cliente}');
    await expect(link).toHaveAttribute(
      'href',
      `https://wa.me/55${contact.phone}?text=${encodeURIComponent(`Oi ${contact.email}`)}`,
    );
    await expect(page.getByRole('button', { name: 'Em breve' })).toBeDisabled();
  });

  test('cadastra um contato com o telefone mascarado e o vê formatado na lista', async ({
    page,
    request,
  }) => {
    const name = uniqueName('Contato Novo');
    await page.goto('/contact-list');
    await page.getByRole('link', { name: 'Cadastrar' }).first().click();
    await expect(page).toHaveURL(/\/form-client$/);
    const save = page.getByRole('button', { name: 'Salvar', exact: true });
    await page.getByLabel(/^Nome/).fill(name);
    await page.getByLabel(/^E-mail/).fill('contato.novo@cliente.dev');
    const phone = page.getByLabel(/^Número/);
    await phone.pressSequentially('1133334');
    await expect(page.getByText('Por favor insira Número válido')).toBeVisible();
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await phone.fill('');
    await phone.pressSequentially('11987654321');
    await expect(phone).toHaveValue('(11) 9.8765-4321');
    await expect(save).not.toHaveAttribute('aria-disabled', 'true');
    await save.click();

    await expect(page).toHaveURL(/\/contact-list$/);
    await expect(page.getByText('Contato foi cadastrado com sucesso!')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(name);
    await expect(listRow(page, name)).toContainText('(11) 98765-4321');
    // A store user's search applies as it is typed: only the new contact is left.
    await expect.soft(page.getByRole('row')).toHaveCount(2);
    const stored = await (await Api.as(request, maria)).index('/contact-list', { q: name });
    expect(stored.map((c) => c.phone)).toEqual(['11987654321']);
  });
});

test.describe('contatos pelo administrador', () => {
  test.use({ storageState: sessionFile(admin) });

  test('filtra os contatos por loja com Loja e Filtrar', async ({ page, request }) => {
    const api = await Api.as(request, admin);
    const [store] = await api.index('/company', { q: 'Casa Verde' });
    const [newest] = await api.index('/contact-list', { company_id: store.id, itens_per_page: 1 });
    const [other] = await api.index('/contact-list', { itens_per_page: 1 });
    expect(other.company_id).not.toBe(store.id);

    await page.goto('/contact-list');
    await expect(listRow(page, String(other.email))).toBeVisible();
    // For an admin the search and the store apply only with Filtrar.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(String(newest.email));
    await page.getByLabel('Loja').fill('Casa Verde');
    await page.getByRole('option', { name: 'Casa Verde' }).click();
    await expect(listRow(page, String(other.email))).toBeVisible();
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(listRow(page, String(newest.email))).toBeVisible();
    await expect(listRow(page, String(other.email))).toHaveCount(0);
    // The pencil leads to the contact's own form, for admins too: a link to /form-client/{id}.
    const row = listRow(page, String(newest.email));
    await expect
      .soft(row.getByRole('link', { name: 'Editar' }))
      .toHaveAttribute('href', `/form-client/${newest.id}`);
    await row
      .getByRole('link', { name: 'Editar' })
      .or(row.getByRole('button', { name: 'Editar' }))
      .click();
    await expect(page).toHaveURL(new RegExp(`/form-client/${newest.id}$`));
    await expect(page.getByLabel(/^Nome/)).toHaveValue(String(newest.name));
  });
});
