// Hand-written calls of the people area (see areas.ts).
import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../areas.js';

export function registerPeopleRoutes(_app: FastifyInstance, _ctx: AreaContext): void {}
