// The hand-written calls of stores, contacts and consumers (server: src/server/people/). The
// generic /index, /show, /save, /update and /delete are the data provider's generic methods.
import type { Contact } from '../../generated/types.js';
import { defineCall, type Input, type Page } from './define.js';

/** An address found for a CEP (a ViaCEP-style service behind our API). */
export interface CepAddress {
  cep: string;
  state: string;
  city: string;
  street: string;
  neighborhood: string;
}

export type BirthdayPeriod = 'today' | 'week' | 'month';

export interface BirthdayQuery {
  /** Default 'month'. */
  period?: BirthdayPeriod;
  /** An admin's store. */
  company_id?: number;
  page?: number;
  itens_per_page?: number;
}

export type BirthdayRow = Pick<Contact, 'id' | 'name' | 'email' | 'phone' | 'birthday'>;

/** A consumer named by id (its row) or user_id (its storefront account); the e-mail, if sent, must match. */
export interface ConsumerPasswordRequest {
  id?: number;
  user_id?: number;
  email?: string;
  password: string;
}

/** 8 digits, with or without the hyphen → the address; 404 unknown CEP, 502 service down. */
export const cepLookup = defineCall<{ cep: string }, CepAddress>('/cep/lookup');

/** Admins: a contact of the store given in company_id. */
export const contactSaveIfAdmin = defineCall<Input<Contact> & { company_id: number }, Contact>(
  '/contact-list/save-if-admin',
);

export const contactUpdateIfAdmin = defineCall<Input<Contact> & { id: number; company_id: number }, Contact>(
  '/contact-list/update-if-admin',
);

/** Contacts whose birthday falls today, this week or this month (São Paulo's calendar). */
export const birthdays = defineCall<BirthdayQuery, Page<BirthdayRow>>('/contact-list/index-birthday');

export const consumerUpdatePassword = defineCall<ConsumerPasswordRequest, { message: string }>(
  '/consumer/update-password',
);
