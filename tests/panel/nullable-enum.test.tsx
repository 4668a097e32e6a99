// @vitest-environment jsdom
// An optional enum whose schema names its empty value (x-enum-labels "null": the delivery settings'
// 'Intermediador de frete', null = Nenhum, 1 = Melhor Envio): the form's select shows 'Nenhum' for
// no value and offers it as a choice that sends null; list cells and phone cards show 'Nenhum'.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Form, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { entities } from '../../src/generated/registry';
import { displays, displayText } from '../../src/admin/generic/displays';
import { InputFor } from '../../src/admin/generic/inputs';
import { SchemaList } from '../../src/admin/generic/SchemaList';
import type { Screen } from '../../src/admin/generic/screen';
import { i18nProvider } from '../../src/admin/i18n';
import { directory, TestAdmin } from './panel-admin';
import { ADMIN, inResource, memoryApi, renderRoutes, type Row, setViewportWidth } from './generic-harness';

const intermediary = entities.delivery_settings.properties.intermediary;

beforeEach(() => setViewportWidth(1366));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderInput(record: Row, onSubmit: (values: Row) => void) {
  render(
    <MemoryRouter>
      <TestAdmin dataProvider={memoryApi().provider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Form record={record} onSubmit={onSubmit}>
          <InputFor p={intermediary} form={[intermediary]} />
          <button type="submit">Enviar</button>
        </Form>
      </TestAdmin>
    </MemoryRouter>,
  );
}

describe('the select of an optional enum with a "null" label', () => {
  it('shows Nenhum for no value and offers it beside the values', async () => {
    const onSubmit = vi.fn();
    renderInput({ intermediary: null }, onSubmit);
    const select = await screen.findByRole('combobox', { name: 'Intermediador de frete' });
    expect(select.textContent).toBe('Nenhum');
    const user = userEvent.setup();
    await user.click(select);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Nenhum', 'Melhor Envio']);
    // Named by its word, not react-admin's 'Limpar campo'.
    expect(screen.getByRole('option', { name: 'Nenhum' })).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'Melhor Envio' }));
    expect(select.textContent).toBe('Melhor Envio');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ intermediary: 1 });

    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'Nenhum' }));
    expect(select.textContent).toBe('Nenhum');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1][0]).toMatchObject({ intermediary: null });
  });

  it('shows a stored value by its label', async () => {
    renderInput({ intermediary: 1 }, vi.fn());
    const select = await screen.findByRole('combobox', { name: 'Intermediador de frete' });
    expect(select.textContent).toBe('Melhor Envio');
  });

  it('an enum without a "null" label keeps the blank Selecione entry', async () => {
    const plain = { ...intermediary, enumLabels: { '1': 'Melhor Envio' } };
    render(
      <MemoryRouter>
        <TestAdmin dataProvider={memoryApi().provider} i18nProvider={i18nProvider} store={memoryStore()}>
          <Form record={{ intermediary: null }}>
            <InputFor p={plain} form={[plain]} />
          </Form>
        </TestAdmin>
      </MemoryRouter>,
    );
    const select = await screen.findByRole('combobox', { name: 'Intermediador de frete' });
    expect(select.textContent).not.toContain('Nenhum');
    await userEvent.setup().click(select);
    expect(screen.queryByRole('option', { name: 'Nenhum' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Melhor Envio' })).toBeTruthy();
  });
});

describe('cells of an optional enum with a "null" label', () => {
  it('say Nenhum for null as text, enum and chip', () => {
    expect(displayText(intermediary, null)).toBe('Nenhum');
    expect(displays.enum.text(null, intermediary)).toBe('Nenhum');
    expect(displays.chip.text(null, intermediary)).toBe('Nenhum');
    expect(displays.enum.text(1, intermediary)).toBe('Melhor Envio');
    // A field without one stays empty.
    const plain = { ...intermediary, enumLabels: { '1': 'Melhor Envio' } };
    expect(displayText(plain, null)).toBe('');
  });

  const rows: Row[] = [
    { id: 1, company_id: 7, company_name: 'Moda Viva', intermediary: 1 },
    { id: 2, company_id: 8, company_name: 'Casa Verde', intermediary: null },
  ];
  const withColumn: Screen = {
    ...directory.screenOf('delivery-settings')!,
    columns: [{ source: 'id', label: 'ID' }, 'intermediary', 'company_name'],
    card: { title: 'company_name', lines: ['intermediary'] },
  };

  it('a list column and a phone card show Nenhum for a store without intermediary', async () => {
    renderRoutes(
      '/delivery-settings',
      { '/delivery-settings': inResource('delivery-settings', <SchemaList screen={withColumn} />) },
      { provider: memoryApi({ 'delivery-settings': rows }).provider, who: ADMIN },
    );
    const casa = (await screen.findByText('Casa Verde')).closest('tr') as HTMLElement;
    expect(within(casa).getByText('Nenhum')).toBeTruthy();
    const moda = screen.getByText('Moda Viva').closest('tr') as HTMLElement;
    expect(within(moda).getByText('Melhor Envio')).toBeTruthy();
    cleanup();

    setViewportWidth(390);
    renderRoutes(
      '/delivery-settings',
      { '/delivery-settings': inResource('delivery-settings', <SchemaList screen={withColumn} />) },
      { provider: memoryApi({ 'delivery-settings': rows }).provider, who: ADMIN },
    );
    const cards = await screen.findAllByTestId('record-card');
    const card = cards.find((c) => c.textContent?.includes('#2'))!;
    expect(card.textContent).toContain('Intermediador de frete:Nenhum');
  });
});
