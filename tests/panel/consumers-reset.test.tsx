// @vitest-environment jsdom
// The consumer password reset dialog (issue 4 item 6): empty → 'Por favor, insira uma nova senha.'
// with nothing sent; success 'Senha atualizada com sucesso!' closes it; failure 'Erro ao atualizar a
// senha.' keeps it open.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DataProvider, HttpError, Notification } from 'react-admin';
import { i18nProvider } from '../../src/admin/i18n';
import { ResetPasswordDialog } from '../../src/admin/resources/consumers/ResetPasswordDialog';
import { appliedFilters } from '../../src/admin/resources/consumers/ConsumersList';
import { formatPhone } from '../../src/shared/br-formats';
import { STORE_TIME_ZONE, today } from '../../src/shared/time';
import { TestAdmin } from './panel-admin';

afterEach(() => cleanup());

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <ResetPasswordDialog
        consumer={open ? { id: 5, email: 'ana@exemplo.com', fantasy_name: 'Ana Lima' } : null}
        onClose={() => setOpen(false)}
      />
      <p data-testid="state">{open ? 'aberto' : 'fechado'}</p>
    </>
  );
}

/** The data provider's named method of /consumer/update-password, answered by `update`. */
function renderDialog(update: (...args: unknown[]) => Promise<unknown>) {
  const provider = { consumerUpdatePassword: update } as unknown as DataProvider;
  return render(
    <TestAdmin dataProvider={provider} i18nProvider={i18nProvider}>
      <Harness />
      <Notification />
    </TestAdmin>,
  );
}

describe('consumer password reset dialog', () => {
  it('asks for a password when empty, then saves and closes with the success toast', async () => {
    const action = vi.fn(async () => ({ message: 'Senha atualizada com sucesso!' }));
    renderDialog(action);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Por favor, insira uma nova senha.')).toBeTruthy();
    expect(action).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Nova senha'), 'novaSenha1');
    expect(screen.queryByText('Por favor, insira uma nova senha.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('fechado'));
    expect(action).toHaveBeenCalledWith({
      id: 5,
      email: 'ana@exemplo.com',
      password: 'novaSenha1',
    });
    expect(await screen.findByText('Senha atualizada com sucesso!')).toBeTruthy();
  });

  it('shows the failure toast and the server reason, and stays open', async () => {
    const action = vi.fn(async () => {
      throw new HttpError('Dados inválidos', 422, { errors: { password: 'Por favor insira Senha válido' } });
    });
    renderDialog(action);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nova senha'), '123');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao atualizar a senha.')).toBeTruthy();
    expect(screen.getByText('Por favor insira Senha válido')).toBeTruthy();
    expect(screen.getByTestId('state').textContent).toBe('aberto');
  });
});

describe('consumer list helpers', () => {
  it('formats phones, drops blank filters and dates today in São Paulo', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
    expect(appliedFilters({ company_id: null, state: '', gender: 'f', finish_date: '2026-01-02' })).toEqual({
      gender: 'f',
      finish_date: '2026-01-02',
    });
    // 02:00 UTC is still the previous day in São Paulo (UTC-3).
    expect(today(STORE_TIME_ZONE, new Date('2026-03-10T02:00:00Z'))).toBe('2026-03-09');
  });
});
