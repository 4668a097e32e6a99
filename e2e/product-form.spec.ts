// Issue 5 item 2: the product form as Maria (store "Moda Viva") uses it. She registers a product
// filling every required field (segment → category cascade, gender, price, description), lands on
// /product with the toast and the product listed; the stored row has what she typed. A too-short
// name is refused with the field's message, in the browser and from the server (422). She then
// edits the product, and its sections show under the form.
import { expect, test, type Page } from '@playwright/test';
import { maria } from './support/accounts';
import { Api, uniqueName, type Row } from './support/api';
import { sessionFile } from './support/session';

const pick = async (page: Page, label: RegExp, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

async function findProduct(api: Api, name: string): Promise<Row> {
  const { json } = await api.post<{ data: Row[] }>('/product/paginate-index', { product_name: name });
  expect(json.data).toHaveLength(1);
  const { json: stored } = await api.post<Row>('/product/show', { id: json.data[0].id });
  return stored;
}

test.describe('formulário de produto', () => {
  test.use({ storageState: sessionFile(maria) });

  test('cadastra um produto com todos os campos obrigatórios e volta para /product', async ({
    page,
    request,
  }) => {
    const api = await Api.as(request, maria);
    const [segment] = await api.index('/definition', { name: 'Moda Feminina' });
    const { json: categories } = await api.post<{ data: Row[] }>('/category/index-with-filter', {
      definition_id: segment.id,
    });
    const category = categories.data[0];
    const name = uniqueName('Saia Midi Plissada');

    await page.goto('/form-product');
    await expect(page.getByRole('heading', { level: 1, name: 'Cadastrar Produto' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Salvar', exact: true });
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    // A store user never picks the store: it is always her own.
    await expect(page.getByRole('combobox', { name: /^Loja/ })).toHaveCount(0);
    // The category waits for the segment.
    await expect(page.getByRole('combobox', { name: /^Categoria/ })).toBeDisabled();

    await page.getByLabel(/^Nome/).fill(name);
    await page.getByLabel(/^Referência/).fill('SM-77');
    await pick(page, /^Segmento/, String(segment.name));
    await pick(page, /^Categoria/, String(category.name));
    await pick(page, /^Gênero/, 'Feminino');
    await page.getByLabel(/^Preço/).fill('129,90');
    await page.getByLabel(/^Prazo de Confecção/).fill('5');
    await pick(page, /^Regra de Entrega/, 'Frete pago pelo comprador');
    await page.getByLabel(/^Peso Embalado/).fill('350');
    await page
      .getByRole('textbox', { name: 'Descrição', exact: true })
      .fill('Saia midi plissada em tecido leve, com cós de elástico.');
    const catalogue = page.getByLabel(/^Descrição para o catálogo do Instagram/);
    await catalogue.fill('LIGUE 11 99999-8888');
    await expect(
      page.getByText('A descrição do catálogo deve ter entre 30 e 5000 caracteres.'),
    ).toBeVisible();
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await catalogue.fill('Saia midi plissada, leve e fresca, com cós de elástico para o dia a dia.');
    await expect(page.getByText('72/5000 caracteres')).toBeVisible();

    await expect(save).not.toHaveAttribute('aria-disabled', 'true');
    await save.click();
    await expect(page).toHaveURL(/\/product$/);
    await expect(page.getByText('Produto foi cadastrado com sucesso!')).toBeVisible();
    await expect(page.getByText(name)).toBeVisible();

    const stored = await findProduct(api, name);
    expect(stored).toMatchObject({
      name,
      ref: 'SM-77',
      definition_id: segment.id,
      category_id: category.id,
      gender: 'f',
      price: '129.90',
      relevance: 0,
      confection_deadline: 5,
      delivery_rule: 1,
      weight_packed: 350,
      active: true,
      stock_control: true,
      description: 'Saia midi plissada em tecido leve, com cós de elástico.',
      facebook_description: 'Saia midi plissada, leve e fresca, com cós de elástico para o dia a dia.',
    });
  });

  test('um nome curto demais é recusado no campo, pelo navegador e pelo servidor (422)', async ({
    page,
    request,
  }) => {
    const api = await Api.as(request, maria);
    const [product] = (await api.post<{ data: Row[] }>('/product/paginate-index', { itens_per_page: 1 })).json
      .data;
    await page.goto(`/form-product/${product.id}`);
    const nameInput = page.getByLabel(/^Nome/);
    await expect(nameInput).toHaveValue(String(product.name));
    const save = page.getByRole('button', { name: 'Salvar Alterações' });

    await nameInput.fill('A');
    await expect(page.getByText('Por favor insira Nome válido')).toBeVisible();
    await expect(save).toHaveAttribute('aria-disabled', 'true');

    // What the server says reaches the same place: the request leaves with a valid name and is
    // rewritten on the way, so only the API refuses it.
    await page.route('**/api/product/update', (route) =>
      route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), name: 'B' }) }),
    );
    await nameInput.fill(String(product.name));
    await save.click();
    await expect(page.getByText('Por favor insira Nome válido')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/form-product/${product.id}$`));
    const { json } = await api.post<Row>('/product/show', { id: product.id });
    expect(json.name).toBe(product.name);
  });

  test('edita o produto e vê as seções abaixo do formulário', async ({ page, request }) => {
    const api = await Api.as(request, maria);
    const [segment] = await api.index('/definition', { name: 'Moda Feminina' });
    const { json: categories } = await api.post<{ data: Row[] }>('/category/index-with-filter', {
      definition_id: segment.id,
    });
    const product = await api.save('/product', {
      name: uniqueName('Blusa Ciganinha'),
      definition_id: segment.id,
      category_id: categories.data[0].id,
      gender: 'f',
      price: '89.90',
      description: 'Blusa ciganinha de viscose.',
    });

    await page.goto(`/form-product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Editar Produto' })).toBeVisible();
    for (const section of ['Estoque', 'Promoções', 'Atributos', 'Regras de Pagamento'])
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    await expect(page.getByText(/^Criado em:/)).toBeVisible();

    const newName = uniqueName('Blusa Ciganinha Listrada');
    await page.getByLabel(/^Nome/).fill(newName);
    await page.getByLabel(/^Preço/).fill('99,50');
    await page.getByLabel(/^Relevância/).fill('');
    await page.getByLabel('Estoque Único').check();
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page).toHaveURL(/\/product$/);
    await expect(page.getByText('Produto foi atualizado com sucesso!')).toBeVisible();

    const { json: stored } = await api.post<Row>('/product/show', { id: product.id });
    expect(stored).toMatchObject({ name: newName, price: '99.50', relevance: 0, unique_stock: true });

    // A product with a single stock has no grid section.
    await page.goto(`/form-product/${product.id}`);
    await expect(page.getByRole('heading', { name: 'Promoções' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Estoque' })).toHaveCount(0);
  });
});
