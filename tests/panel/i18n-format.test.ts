// pt-BR display formats: money R$ with 2 decimals, dates dd/mm/aaaa.
import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from '../../src/admin/format';
import { savedMessage } from '../../src/admin/generic/toasts';
import { entities } from '../../src/generated/registry';

describe('money', () => {
  it('shows R$ with thousands dots and 2 decimals', () => {
    expect(formatMoney('199.9')).toBe('R$ 199,90');
    expect(formatMoney('1234567.5')).toBe('R$ 1.234.567,50');
    expect(formatMoney(1234.5)).toBe('R$ 1.234,50');
    expect(formatMoney('0')).toBe('R$ 0,00');
    expect(formatMoney('10.05')).toBe('R$ 10,05');
  });

  it('keeps every digit of an exact decimal (no float rounding)', () => {
    expect(formatMoney('90071992547409.99')).toBe('R$ 90.071.992.547.409,99');
  });

  it('shows nothing for a missing or malformed value', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('');
  });
});

describe('dates', () => {
  it('shows a calendar date as dd/mm/aaaa, whatever the time zone', () => {
    expect(formatDate('2025-03-07')).toBe('07/03/2025');
    expect(formatDate('2024-12-31')).toBe('31/12/2024');
  });

  it('shows a timestamp as dd/mm/aaaa hh:mm in Brasília time', () => {
    expect(formatDate('2025-03-07T15:04:00Z')).toBe('07/03/2025 12:04');
    // Just after midnight UTC is still the previous day in Brazil.
    expect(formatDate('2025-01-01T01:30:00Z')).toBe('31/12/2024 22:30');
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('não é data')).toBe('');
  });
});

describe('success toasts agree with the entity (x-label gender and plural)', () => {
  it('words the feminine, the plural and the masculine', () => {
    expect(savedMessage(entities.receive_data_rule.label, 'create')).toBe(
      'Exceção de pagamento foi cadastrada com sucesso!',
    );
    expect(savedMessage(entities.brand.label, 'edit')).toBe('Marca foi atualizada com sucesso!');
    expect(savedMessage(entities.receive_data.label, 'edit')).toBe(
      'Dados de Recebimento foram atualizados com sucesso!',
    );
    expect(savedMessage(entities.product.label, 'create')).toBe('Produto foi cadastrado com sucesso!');
    expect(savedMessage('Cliente', 'edit')).toBe('Cliente foi atualizado com sucesso!');
    expect(savedMessage({ one: 'Regras', gender: 'f', plural: true }, 'create')).toBe(
      'Regras foram cadastradas com sucesso!',
    );
  });
});
