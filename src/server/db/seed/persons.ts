// Fictitious Brazilian people and addresses whose parts agree: the phone's area code and the CEP
// belong to the person's city, the e-mail is made from the name, the CPF is valid.
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { inLeapYear } from '../../../shared/time.js';
import { CITIES, type City, EMAIL_PROVIDERS, NEIGHBORHOODS } from './data/places.js';
import { type Seed, seededRandom, slug } from './context.js';

export interface Address {
  cep: string;
  state: string;
  city: string;
  neighborhood: string;
  street: string;
  number: string;
  complement: string | null;
}

export interface Person {
  name: string;
  gender: 'f' | 'm' | 'o';
  email: string;
  phone: string;
  cpf: string;
  /** YYYY-MM-DD */
  birthday: string;
  address: Address;
}

const cityWeights = CITIES.map((c) => ({ weight: c.weight, value: c }));

export function pickCity(s: Seed): City {
  return s.faker.helpers.weightedArrayElement(cityWeights);
}

export function makeAddress(s: Seed, city = pickCity(s)): Address {
  const f = s.faker;
  const prefix = f.number.int({ min: city.cep[0], max: city.cep[1] });
  return {
    cep: `${String(prefix).padStart(5, '0')}${String(f.number.int({ min: 0, max: 999 })).padStart(3, '0')}`,
    state: city.state,
    city: city.city,
    neighborhood: f.helpers.arrayElement(NEIGHBORHOODS),
    street: f.location.street(),
    number: String(f.number.int({ min: 1, max: 2999 })),
    complement:
      f.helpers.maybe(() => f.helpers.arrayElement(['Apto 12', 'Apto 304', 'Casa 2', 'Bloco B', 'Fundos']), {
        probability: 0.3,
      }) ?? null,
  };
}

/** 11-digit mobile (DDD + 9 + 8 digits) or 10-digit landline, digits only. */
export function makePhone(s: Seed, ddd: string, kind: 'mobile' | 'landline' = 'mobile'): string {
  const f = s.faker;
  return kind === 'mobile'
    ? `${ddd}9${f.number.int({ min: 6, max: 9 })}${f.string.numeric(7)}`
    : `${ddd}${f.number.int({ min: 2, max: 5 })}${f.string.numeric(7)}`;
}

export function makeCpf(s: Seed): string {
  return seededRandom(s, () => generateCpf());
}

export function makeCnpj(s: Seed): string {
  return seededRandom(s, () => generateCnpj({ branch: 1 }));
}

/** A birthday for someone aged 18–70, as YYYY-MM-DD. */
export function makeBirthday(s: Seed): string {
  const f = s.faker;
  const year = s.now.getUTCFullYear() - f.number.int({ min: 18, max: 70 });
  const month = f.number.int({ min: 1, max: 12 });
  const day = f.number.int({ min: 1, max: new Date(Date.UTC(year, month, 0)).getUTCDate() });
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A birthday on the given month and day (for "aniversariantes" of today and this week). */
export function birthdayOn(s: Seed, monthDay: string): string {
  let year = s.now.getUTCFullYear() - s.faker.number.int({ min: 18, max: 70 });
  // 29 February only exists in leap years.
  if (monthDay === '02-29') while (!inLeapYear(`${year}-01-01`)) year--;
  return `${year}-${monthDay}`;
}

/** An e-mail made from the name, unique within `taken` (which it updates). */
export function makeEmail(s: Seed, name: string, taken: Set<string>): string {
  const f = s.faker;
  const [first, ...rest] = slug(name, '.').split('.');
  const last = rest[rest.length - 1] ?? 'silva';
  const base = f.helpers.arrayElement([
    `${first}.${last}`,
    `${first}${last}`,
    `${first}.${last}${f.number.int({ min: 1, max: 99 })}`,
    `${first}_${last}`,
  ]);
  const provider = f.helpers.arrayElement(EMAIL_PROVIDERS);
  let email = `${base}@${provider}`;
  for (let n = 2; taken.has(email); n++) email = `${base}${n}@${provider}`;
  taken.add(email);
  return email;
}

export function makePerson(s: Seed, taken: Set<string>): Person {
  const f = s.faker;
  const gender = f.helpers.weightedArrayElement([
    { weight: 55, value: 'f' as const },
    { weight: 42, value: 'm' as const },
    { weight: 3, value: 'o' as const },
  ]);
  const sex =
    gender === 'm' ? 'male' : gender === 'f' ? 'female' : f.helpers.arrayElement(['male', 'female'] as const);
  const name = `${f.person.firstName(sex)} ${f.person.lastName()}${f.helpers.maybe(() => ` ${f.person.lastName()}`, { probability: 0.3 }) ?? ''}`;
  const city = pickCity(s);
  return {
    name,
    gender,
    email: makeEmail(s, name, taken),
    phone: makePhone(s, city.ddd),
    cpf: makeCpf(s),
    birthday: makeBirthday(s),
    address: makeAddress(s, city),
  };
}
