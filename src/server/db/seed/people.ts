// A store's people: consumers (shop customers, who place the orders), client contacts (with
// birthdays today and this week, for the "Aniversariantes" screen) and customer comments.
import type { Insertable } from 'kysely';
import type { DB } from '../../../generated/db.js';
import type { Store } from './accounts.js';
import { dateIn, monthDay, weekOf } from '../../../shared/time.js';
import { DAY, insertRows, pastMoment, type Seed, withIds } from './context.js';
import { birthdayOn, makePerson, makePhone, type Person } from './persons.js';

export interface Consumer extends Person {
  id: number;
  createdAt: Date;
}

export interface PeopleCounts {
  consumers: number;
  contacts: number;
  comments: number;
}

/** Month-day (MM-DD) of today and of the other days of this week (Sunday to Saturday), in São Paulo. */
export function birthdayDays(now: Date): { today: string; week: string[] } {
  const today = dateIn(now);
  return {
    today: monthDay(today),
    week: weekOf(today)
      .filter((d) => d !== today)
      .map(monthDay),
  };
}

const COMMENTS = [
  'Chegou antes do prazo e muito bem embalado. Recomendo!',
  'Atendimento pelo WhatsApp foi excelente, tiraram todas as minhas dúvidas.',
  'Comprei para presentear e fez o maior sucesso.',
  'A cor é um pouco diferente da foto, mas gostei mesmo assim.',
  'Troca rápida e sem burocracia. Voltarei a comprar.',
  'Produto bonito, mas a entrega atrasou dois dias.',
  'Já é a terceira vez que compro e sempre fico satisfeita.',
  'Preço justo e qualidade excelente.',
];

const STORE_COMMENTS: Record<string, string[]> = {
  modaViva: [
    'Amei o vestido! O tecido é leve e o caimento ficou perfeito.',
    'Tamanho certinho conforme a tabela de medidas.',
    'A calça jeans veste muito bem, já quero em outra cor.',
  ],
  casaVerde: [
    'As plantas chegaram saudáveis e bem protegidas.',
    'O jogo de lençol é macio demais, vale cada centavo.',
    'Os vasos são lindos, cada um com um detalhe diferente.',
  ],
  passoCerto: [
    'O tênis é muito confortável, uso o dia todo.',
    'Numeração normal, pedi o meu número de sempre e serviu.',
    'A bota é linda e o couro é de ótima qualidade.',
  ],
};

export async function seedPeople(
  s: Seed,
  store: Store,
  counts: PeopleCounts,
  emails: Set<string>,
): Promise<Consumer[]> {
  const f = s.faker;
  const company_id = store.id;
  const { today, week } = birthdayDays(s.now);
  const storeAgeDays = (s.now.getTime() - store.createdAt.getTime()) / DAY;

  // Consumers: sign-ups over the store's life, more of them recently; a few born today.
  const consumers = await withIds(
    s,
    Array.from({ length: counts.consumers }, (_, i) => {
      const person = makePerson(s, emails);
      if (i < 2) person.birthday = birthdayOn(s, today);
      const createdAt = f.datatype.boolean(0.3)
        ? pastMoment(s, Math.min(60, storeAgeDays), 1)
        : pastMoment(s, Math.min(420, storeAgeDays), 1);
      return { ...person, createdAt };
    }),
  );
  consumers.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await insertRows(
    s,
    'consumer',
    consumers.map((c) => ({
      id: c.id,
      company_id,
      fantasy_name: c.name,
      email: c.email,
      phone_number: c.phone,
      state: c.address.state,
      gender: c.gender,
      birthday: c.birthday,
      created_at: c.createdAt,
      updated_at: c.createdAt,
    })),
  );

  // Contacts: three born today and three on other days of this week, the rest over the year.
  const contactRows: Insertable<DB['contact']>[] = [];
  for (let i = 0; i < counts.contacts; i++) {
    const person = makePerson(s, emails);
    const birthday =
      i < 3 ? birthdayOn(s, today) : i < 6 ? birthdayOn(s, week[(i * 2) % week.length]) : person.birthday;
    const createdAt = pastMoment(s, Math.min(400, storeAgeDays), 0.5);
    contactRows.push({
      company_id,
      name: person.name,
      email: person.email,
      phone: person.phone,
      birthday: f.datatype.boolean(0.9) || i < 6 ? birthday : null,
      active: i < 6 || f.datatype.boolean(0.9),
      panel_access: false,
      note: f.helpers.maybe(
        () =>
          f.helpers.arrayElement([
            'Prefere contato pelo WhatsApp.',
            'Cliente desde a inauguração.',
            'Pediu aviso quando chegar a nova coleção.',
            'Comprou no evento de aniversário da loja.',
          ]),
        { probability: 0.3 },
      ),
      created_at: createdAt,
      updated_at: createdAt,
    });
  }
  await insertRows(s, 'contact', contactRows);

  // Comments left by consumers on the storefront; the store chose which to show.
  const messages = [...COMMENTS, ...(STORE_COMMENTS[store.key] ?? [])];
  const commentRows: Insertable<DB['comment']>[] = f.helpers
    .arrayElements(consumers, Math.min(counts.comments, consumers.length))
    .map((c) => {
      const createdAt = pastMoment(s, Math.max(1, (s.now.getTime() - c.createdAt.getTime()) / DAY), 0.2);
      return {
        company_id,
        name: c.name,
        message: f.helpers.arrayElement(messages),
        address: `${c.address.city} - ${c.address.state}`,
        show: f.datatype.boolean(0.6),
        consumer_id: c.id,
        created_at: createdAt,
        updated_at: createdAt,
      };
    });
  await insertRows(s, 'comment', commentRows);
  return consumers;
}

/** The store's panel users also appear in its contact list, linked to their user. */
export async function seedUserContacts(
  s: Seed,
  users: { id: number; name: string; email: string; company_id: number | null; created_at: Date }[],
  ddd: (companyId: number) => string,
): Promise<void> {
  const rows = users
    .filter((u) => u.company_id !== null)
    .map((u) => ({
      company_id: u.company_id!,
      name: u.name,
      email: u.email,
      phone: makePhone(s, ddd(u.company_id!)),
      panel_access: true,
      user_id: u.id,
      note: 'Usuário do painel',
      created_at: u.created_at,
      updated_at: u.created_at,
    }));
  await insertRows(s, 'contact', rows);
}
