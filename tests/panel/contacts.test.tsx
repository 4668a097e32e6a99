// @vitest-environment jsdom
// The pieces the contact list and the birthdays screen share: the phone mask and display, the
// WhatsApp link with the message variables filled, the CSV export, the message input's variable
// buttons, the bulk-send confirmation that nothing opens yet, and the calls and body of the
// contact form (its screen's configuration: a store user's own calls, an admin's -if-admin ones).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkSendDialog } from '../../src/admin/areas/people/contacts/BulkSendDialog';
import { birthdaysCsv, contactsCsv } from '../../src/admin/areas/people/contacts/csv';
import { csvBlob, csvCell, CSV_FILE } from '../../src/admin/generic/csv';
import { insertAt, MessageInput } from '../../src/admin/areas/people/contacts/MessageInput';
import { DEFAULT_MESSAGE, fillMessage, whatsappLink } from '../../src/admin/areas/people/contacts/whatsapp';
import { formPayload, formFields } from '../../src/admin/generic/SchemaForm';
import { directory } from './panel-admin';
import { entities } from '../../src/generated/registry';
import { formatPhone, maskPhone, phoneProblem } from '../../src/shared/br-formats';
import { authAs } from './generic-harness';

afterEach(() => cleanup());

describe('phone mask and display', () => {
  it('masks as the user types: (##) ####-#### and (##) #.####-####', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('113')).toBe('(11) 3');
    expect(maskPhone('1133334')).toBe('(11) 3333-4');
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444');
    expect(maskPhone('11987654321')).toBe('(11) 9.8765-4321');
    expect(maskPhone('(11) 9.8765-43219999')).toBe('(11) 9.8765-4321');
    expect(maskPhone(null)).toBe('');
  });

  it('shows stored digits as (DD) NNNNN-NNNN or (DD) NNNN-NNNN', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
    expect(formatPhone(null)).toBe('');
  });

  it('requires a complete number', () => {
    expect(phoneProblem('')).toBe('Por favor insira Número');
    expect(phoneProblem('(11) 3333-444')).toBe('Por favor insira Número válido');
    expect(phoneProblem('(11) 3333-4444')).toBeUndefined();
    expect(phoneProblem('(11) 9.8765-4321')).toBeUndefined();
  });
});

describe('WhatsApp message and link', () => {
  it('fills {nome_cliente} and {email_cliente}, every occurrence', () => {
    expect(DEFAULT_MESSAGE).toBe('Olá, {nome_cliente}!');
    expect(
      fillMessage('{nome_cliente} <{email_cliente}> {nome_cliente}', { name: 'Ana', email: 'ana@x.dev' }),
    ).toBe('Ana <ana@x.dev> Ana');
    expect(fillMessage(DEFAULT_MESSAGE, { name: null })).toBe('Olá, !');
  });

  it('links to wa.me with 55, the digits and the url-encoded message; none without a phone', () => {
    expect(whatsappLink('(11) 98765-4321', 'Olá, Ana & Bia!')).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Ana%20%26%20Bia!',
    );
    expect(whatsappLink('', 'Olá')).toBeNull();
    expect(whatsappLink(null, 'Olá')).toBeNull();
  });
});

describe('CSV export', () => {
  it('writes the spec headers, semicolons, dates dd/mm/aaaa and formatted phones', () => {
    const csv = contactsCsv([
      {
        id: 7,
        name: 'Ana Souza',
        email: 'ana@c.dev',
        phone: '11987654321',
        created_at: '2025-03-04T15:00:00.000Z',
        updated_at: '2025-12-31T12:00:00.000Z',
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Data Cadastro;Atualização Cadastro;Nome;Numero telefone;Email',
      '04/03/2025;31/12/2025;Ana Souza;(11) 98765-4321;ana@c.dev',
      '',
    ]);
    expect(CSV_FILE).toBe('export.csv');
  });

  it('quotes cells holding the separator, quotes or line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell(null)).toBe('');
    expect(birthdaysCsv([{ name: 'Bia', birthday: '1990-05-20', phone: '1133334444', email: null }])).toBe(
      'Nome;Data de Nascimento;Numero telefone;Email\r\nBia;20/05/1990;(11) 3333-4444;\r\n',
    );
  });

  it('is UTF-8 with a byte-order mark, so Excel shows accents', async () => {
    const bytes = new Uint8Array(await csvBlob('Atualização').arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Atualização');
  });
});

describe('message input', () => {
  it('puts a variable in place of the selection', () => {
    expect(insertAt('Olá, !', '{nome_cliente}', 5)).toEqual({ text: 'Olá, {nome_cliente}!', cursor: 19 });
    expect(insertAt('abcdef', 'X', 1, 4)).toEqual({ text: 'aXef', cursor: 2 });
    expect(insertAt('ab', 'X', 99)).toEqual({ text: 'abX', cursor: 3 });
  });

  function Harness() {
    const [value, setValue] = useState('Oi  tudo bem?');
    return (
      <>
        <MessageInput value={value} onChange={setValue} />
        <output>{value}</output>
      </>
    );
  }

  it('inserts {nome_cliente} and {email_cliente} at the cursor', () => {
    render(<Harness />);
    const field = screen.getByLabelText('Mensagem') as HTMLTextAreaElement;
    field.focus();
    field.setSelectionRange(3, 3);
    fireEvent.click(screen.getByRole('button', { name: '{nome_cliente}' }));
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Oi {nome_cliente} tudo bem?');
    field.setSelectionRange(field.value.length, field.value.length);
    fireEvent.click(screen.getByRole('button', { name: '{email_cliente}' }));
    expect(field.value).toBe('Oi {nome_cliente} tudo bem?{email_cliente}');
  });
});

describe('bulk send confirmation', () => {
  it('asks to confirm sending to N contacts, with Cancelar and Confirmar', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(<BulkSendDialog open count={12} onCancel={onCancel} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Confirmar envio em massa' });
    expect(dialog.textContent).toContain(
      'Você tem certeza que deseja enviar esta mensagem para 12 contatos?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('renders nothing while closed', () => {
    render(<BulkSendDialog open={false} count={3} onCancel={() => {}} onConfirm={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('contact form calls', () => {
  it('store users save and update their own store; admins use -if-admin with the store', () => {
    authAs({ admin: false, company_id: 1 });
    expect(directory.callOf('contact-list', 'save')).toBe('/contact-list/save');
    expect(directory.callOf('contact-list', 'update')).toBe('/contact-list/update');
    authAs({ admin: true });
    expect(directory.callOf('contact-list', 'save')).toBe('/contact-list/save-if-admin');
    expect(directory.callOf('contact-list', 'update')).toBe('/contact-list/update-if-admin');
    expect(directory.callOf('contact-list', 'index')).toBe('/contact-list/index');

    const fields = (admin: boolean) =>
      formFields(entities.contact, 'create', admin, directory.screenOf('contact-list')!.fields);
    // The form keeps the phone's digits (its mask is only what is shown).
    const values = { name: 'Ana', email: 'a@b.dev', phone: '11987654321', company_id: 3, note: 'x', id: 9 };
    expect(formPayload(fields(false), values, 'create')).toEqual({
      name: 'Ana',
      email: 'a@b.dev',
      phone: '11987654321',
    });
    expect(formPayload(fields(true), values, 'create')).toEqual({
      company_id: 3,
      name: 'Ana',
      email: 'a@b.dev',
      phone: '11987654321',
    });
  });
});
