// The browser's validation says what the server says: for every field of every entity with a
// form, the same typed values get the same message (or none) from generic/validation.ts as from
// the API's input check (src/server/http/validation.ts). Plus the spec's own wording (section 5).
import { describe, expect, it } from 'vitest';
import { entities } from '../../src/generated/registry';
import type { EntityModel, PropertyModel } from '../../src/shared/entity';
import { problemOf, validatorsFor } from '../../src/admin/generic/validation';
import { HttpError } from '../../src/server/http/errors';
import { parseInput } from '../../src/server/http/validation';

/** What the server answers about one field sent alone on save: its first message, or undefined. */
function serverSays(model: EntityModel, field: string, value: unknown): string | undefined {
  try {
    parseInput(model, { [field]: value }, 'save');
  } catch (error) {
    if (error instanceof HttpError) return error.errors?.[field]?.[0];
    throw error;
  }
  return undefined;
}

/** Values a form can hand over for a property: blanks, too short/long, malformed, fine. */
function samples(p: PropertyModel): unknown[] {
  const s = p.schema;
  if (p.money) return ['', '12.5', '12.50', '1.999', '12,5', 'abc', '99999999999.00'];
  if (s.enum) return ['', ...s.enum, 'zz'];
  if (s.type === 'integer' || s.type === 'number')
    return [
      null,
      0,
      1,
      -1,
      1.5,
      45,
      46,
      1999,
      'abc',
      3_000_000_000,
      ...[s.minimum, s.maximum].filter((n) => n !== undefined),
    ];
  if (s.type !== 'string') return [];
  const long = typeof s.maxLength === 'number' ? ['x'.repeat(s.maxLength), 'x'.repeat(s.maxLength + 1)] : [];
  const format: Record<string, unknown[]> = {
    email: ['maria@modaviva.dev', 'maria@', 'maria'],
    'cpf-cnpj': ['52998224725', '11144477735', '12345678900', '11222333000181', '1234'],
    cep: ['01310100', '0131010', '01310-100'],
    phone: ['11987654321', '1198765', '(11) 98765-4321'],
    date: ['2025-03-07', '2025-02-30', '07/03/2025', '0000-01-01'],
    'date-time': ['2025-03-07T12:00:00Z', '2025-03-07', 'ontem'],
    'web-address': [
      'https://loja.dev/x',
      '/uploads/1/a.jpg',
      'loja.dev',
      'javascript:alert(1)',
      'data:image/png;base64,AA==',
      '//evil.dev/a.jpg',
      'https:evil.dev',
    ],
  };
  return ['', '   ', 'a', 'ab', ' a ', 'Moda  Viva', ...long, ...(format[s.format ?? ''] ?? [])];
}

const withForms = Object.values(entities).filter((m) => m.path && m.operations.includes('save'));
const formFieldsOf = (m: EntityModel) =>
  Object.values(m.properties).filter(
    (p) =>
      p.stored && !p.readOnly && p.name !== 'id' && p.schema.type !== 'object' && p.schema.type !== 'array',
  );

describe('browser and server agree', () => {
  for (const model of withForms)
    it(`on every field of ${model.name}`, () => {
      const disagreements: string[] = [];
      for (const p of formFieldsOf(model))
        for (const typed of samples(p)) {
          // An emptied input reaches the form (and the API) as null, as react-admin parses it.
          const value = typed === '' ? null : typed;
          const server = serverSays(model, p.name, value);
          const browser = problemOf(p, value);
          if (server !== browser)
            disagreements.push(
              `${p.name} = ${JSON.stringify(value)}: servidor ${server} / navegador ${browser}`,
            );
        }
      expect(disagreements).toEqual([]);
    });
});

describe('the spec’s messages (section 5)', () => {
  const check = (entity: keyof typeof entities, field: string, value: unknown) =>
    validatorsFor(entities[entity].properties[field])[0](value, {}, {});

  it('required: Por favor insira {label}', () => {
    expect(check('brand', 'name', '')).toBe('Por favor insira Nome');
    expect(check('sub_category', 'category_id', null)).toBe('Por favor insira Categoria');
  });

  it('below the minimum length: Por favor insira {label} válido', () => {
    expect(check('definition', 'name', 'M')).toBe('Por favor insira Nome válido');
    expect(check('category', 'name', ' M ')).toBe('Por favor insira Nome válido');
    expect(check('definition', 'name', 'Mo')).toBeUndefined();
  });

  it('e-mail: Por favor insira um e-mail / E-mail deve ser valido', () => {
    expect(check('contact', 'email', '')).toBe('Por favor insira um e-mail');
    expect(check('contact', 'email', 'maria@')).toBe('E-mail deve ser valido');
    expect(check('contact', 'email', 'maria@modaviva.dev')).toBeUndefined();
  });

  it('addresses: only http(s) or a path on the site', () => {
    const link = entities.logo_set.properties.logo;
    expect(validatorsFor(link)[0]('javascript:alert(1)', {}, {})).toBe(
      'Logo deve ser um endereço http(s) válido',
    );
    expect(validatorsFor(link)[0]('/uploads/1/logo.png', {}, {})).toBeUndefined();
    expect(check('landing_image', 'link', '//evil.dev/a.jpg')).toBe('URL inválida. Insira um URL válido.');
  });

  it('the store is required of admins even where the schema leaves it implicit', () => {
    const store = entities.brand.properties.company_id;
    expect(validatorsFor(store, { required: true })[0](null, {}, {})).toBe('Por favor insira Loja');
  });
});
