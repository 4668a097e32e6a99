// src/shared/br-formats.ts: the spec's Brazilian masks (sections 5 and 9) while typing and on screen,
// what is kept of each value, and the checks of CPF/CNPJ (the new letters-and-digits CNPJ included),
// CEP and phones; the WhatsApp number.
import { describe, expect, it } from 'vitest';
import {
  applyMask,
  CEP_MASK,
  CNPJ_MASK,
  CPF_MASK,
  documentMask,
  formatCpfCnpj,
  formatPhone,
  IE_MASK,
  isCep,
  isCnpj,
  isCpf,
  isCpfOrCnpj,
  isPhone,
  keepDocument,
  maskCep,
  maskCnpj,
  maskCpf,
  maskDocument,
  maskPhone,
  maskRegistry,
  maskSlots,
  maskWith,
  onlyAlnum,
  onlyDigits,
  phoneProblem,
  registryMask,
  RG_MASK,
  whatsappNumber,
} from '../src/shared/br-formats.js';

describe('what is kept', () => {
  it('digits only, or letters and digits upper-cased', () => {
    expect(onlyDigits('(11) 9.8765-4321')).toBe('11987654321');
    expect(onlyDigits(11987654321)).toBe('11987654321');
    expect(onlyDigits(null)).toBe('');
    expect(onlyAlnum('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(onlyAlnum(12)).toBe('');
  });

  it('lays a value into a pattern as far as it goes', () => {
    expect(applyMask('0100', CEP_MASK)).toBe('0100');
    expect(applyMask('01001', CEP_MASK)).toBe('01001');
    expect(applyMask('010010', CEP_MASK)).toBe('01001-0');
    expect(maskSlots(CNPJ_MASK)).toBe(14);
    expect(maskSlots(CPF_MASK)).toBe(11);
    expect(maskWith('123456789999', IE_MASK)).toBe('12.345.678-9');
    expect(maskWith('1234567890', RG_MASK)).toBe('12345678-90');
  });
});

describe('phones', () => {
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

  it('shows a stored phone as (DD) NNNNN-NNNN or (DD) NNNN-NNNN', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
    expect(formatPhone(11987654321)).toBe('(11) 98765-4321');
    // Anything else is shown as it is.
    expect(formatPhone('123')).toBe('123');
    expect(formatPhone('+1 555 0100')).toBe('+1 555 0100');
    expect(formatPhone(null)).toBe('');
  });

  it('checks the phone input: required, then 10 or 11 digits, with the spec’s messages', () => {
    expect(phoneProblem('')).toBe('Por favor insira Número');
    expect(phoneProblem('(11) 3333-444')).toBe('Por favor insira Número válido');
    expect(phoneProblem('(11) 3333-4444')).toBeUndefined();
    expect(phoneProblem('(11) 9.8765-4321')).toBeUndefined();
    expect(phoneProblem('', 'Telefone')).toBe('Por favor insira Telefone');
    expect(isPhone('1133334444')).toBe(true);
    expect(isPhone('11987654321')).toBe(true);
    expect(isPhone('119876543210')).toBe(false);
    expect(isPhone('(11) 3333-4444')).toBe(false);
  });

  it('dials WhatsApp with Brazil’s 55 before the digits', () => {
    expect(whatsappNumber('(11) 98765-4321')).toBe('5511987654321');
    expect(whatsappNumber('')).toBeNull();
    expect(whatsappNumber(null)).toBeNull();
  });
});

describe('CEP', () => {
  it('masks as #####-### and keeps 8 digits', () => {
    expect(maskCep('01001000')).toBe('01001-000');
    expect(maskCep('01001')).toBe('01001');
    expect(maskCep('010010')).toBe('01001-0');
    expect(maskCep('01001-0009')).toBe('01001-000');
    expect(maskCep(null)).toBe('');
    expect(isCep('01001000')).toBe(true);
    expect(isCep('01001-000')).toBe(false);
    expect(isCep('0100100')).toBe(false);
  });
});

describe('CPF, CNPJ, RG and I. Estadual', () => {
  it('mask CPF ###.###.###-## and CNPJ ##.###.###/####-## as the user types', () => {
    expect(maskCpf('5299')).toBe('529.9');
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('529982247259999')).toBe('529.982.247-25');
    expect(maskCnpj('11.222')).toBe('11.222');
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    // The new CNPJ has letters: kept, upper-cased.
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('follow the Empresa switch: CNPJ and I. Estadual, or CPF and RG', () => {
    expect(documentMask(true)).toBe(CNPJ_MASK);
    expect(documentMask(false)).toBe(CPF_MASK);
    expect(registryMask(true)).toBe(IE_MASK);
    expect(registryMask(false)).toBe(RG_MASK);
    expect(maskDocument('11222333000181', true)).toBe('11.222.333/0001-81');
    expect(maskDocument('52998224725', false)).toBe('529.982.247-25');
    expect(maskDocument('529a98', false)).toBe('529.98');
    expect(maskRegistry('123456789', true)).toBe('12.345.678-9');
    expect(maskRegistry('12a345678', true)).toBe('12.A34.567-8');
    expect(maskRegistry('1234567890', false)).toBe('12345678-90');
    expect(keepDocument('12.abc.345/01de-35', true)).toBe('12ABC34501DE35');
    expect(keepDocument('529.982.247-25', false)).toBe('52998224725');
  });

  it('validate CPF and CNPJ by their check digits, with or without punctuation', () => {
    expect(isCpfOrCnpj('52998224725')).toBe(true);
    expect(isCpfOrCnpj('529.982.247-25')).toBe(true);
    expect(isCpfOrCnpj('52998224724')).toBe(false);
    expect(isCpfOrCnpj('11111111111')).toBe(false);
    expect(isCpfOrCnpj('11222333000181')).toBe(true);
    expect(isCpfOrCnpj('11.222.333/0001-81')).toBe(true);
    expect(isCpfOrCnpj('11222333000182')).toBe(false);
    expect(isCpfOrCnpj('123')).toBe(false);
    expect(isCpfOrCnpj('1'.repeat(25))).toBe(false);
  });

  it('accept the letters-and-digits CNPJ valid since July 2026', () => {
    expect(isCpfOrCnpj('12ABC34501DE35')).toBe(true);
    expect(isCpfOrCnpj('12.abc.345/01de-35')).toBe(true);
    expect(isCpfOrCnpj('12ABC34501DE36')).toBe(false);
  });

  it('tell a CPF from a CNPJ: the cpf and cnpj formats take only their own', () => {
    for (const cpf of ['52998224725', '529.982.247-25', ' 529 982 247 25 ']) {
      expect(isCpf(cpf), cpf).toBe(true);
      expect(isCnpj(cpf), cpf).toBe(false);
    }
    for (const cnpj of ['11222333000181', '11.222.333/0001-81', '12ABC34501DE35', '12.abc.345/01de-35']) {
      expect(isCnpj(cnpj), cnpj).toBe(true);
      expect(isCpf(cnpj), cnpj).toBe(false);
    }
    for (const bad of ['52998224724', '11111111111', '11222333000182', '12ABC34501DE36', '123', ''])
      expect([isCpf(bad), isCnpj(bad)], bad).toEqual([false, false]);
    // Padded with spaces past any formatted document: refused (the formats stay length-bounded).
    expect(isCpf(` ${' '.repeat(20)}52998224725`)).toBe(false);
    expect(isCnpj(`11222333000181${' '.repeat(11)}`)).toBe(false);
  });

  it('show a stored CPF or CNPJ with its punctuation', () => {
    expect(formatCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(formatCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCpfCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCpfCnpj('123')).toBe('123');
    expect(formatCpfCnpj(null)).toBe('');
  });
});
