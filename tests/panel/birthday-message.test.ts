// The birthday row's WhatsApp message: the contact's variables and the coupon code generated for it.
import { describe, expect, it } from 'vitest';
import { couponMessage } from '../../src/admin/areas/people/contacts/Birthdays';
import { BIRTHDAY_VARIABLES, birthdayMessage } from '../../src/admin/areas/people/contacts/whatsapp';

const ana = { name: 'Ana', email: 'ana@c.dev' };

describe('birthdayMessage', () => {
  it('puts the code in place of {cupom}', () => {
    expect(birthdayMessage('Oi {nome_cliente}, seu cupom: {cupom}!', ana, 'NIVER-ANA-7K3Q')).toBe(
      'Oi Ana, seu cupom: NIVER-ANA-7K3Q!',
    );
  });

  it('adds the code after a message without {cupom}', () => {
    expect(birthdayMessage('Olá, {nome_cliente}!', ana, 'NIVER-ANA-7K3Q')).toBe(
      'Olá, Ana! Use o cupom NIVER-ANA-7K3Q.',
    );
  });

  it('leaves {cupom} empty before a coupon is generated', () => {
    expect(birthdayMessage('Olá, {nome_cliente}! {cupom}', ana, undefined)).toBe('Olá, Ana! ');
    expect(birthdayMessage('Olá, {email_cliente}', ana, null)).toBe('Olá, ana@c.dev');
  });

  it('offers the {cupom} button on birthdays, and the toast tells the code', () => {
    expect(BIRTHDAY_VARIABLES).toEqual(['{nome_cliente}', '{email_cliente}', '{cupom}']);
    expect(couponMessage('Ana', 'NIVER-ANA-7K3Q')).toBe('Cupom gerado para Ana! Código: NIVER-ANA-7K3Q');
    expect(couponMessage('Ana')).toBe('Cupom gerado para Ana!');
  });
});
