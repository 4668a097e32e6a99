// Hand-written calls of the people area (see areas.ts): stores, contacts and birthdays, consumers.
import type { FastifyInstance } from 'fastify';
import { registerBirthdayRoutes } from './birthdays.js';
import { registerCepRoutes } from './cep.js';
import { registerCompanyRoutes } from './companies.js';
import { registerConsumerRoutes } from './consumers.js';
import { registerContactRoutes } from './contacts.js';

/** Generic calls this area replaces with its own (checked at start-up: crud/routes.ts). */
export const peopleOverrides = ['/company/index', '/company/show', '/consumer/index'];

export function registerPeopleRoutes(app: FastifyInstance): void {
  registerCompanyRoutes(app);
  registerCepRoutes(app);
  registerContactRoutes(app);
  registerBirthdayRoutes(app);
  registerConsumerRoutes(app);
}
