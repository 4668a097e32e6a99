// Hand-written calls of the settings area (see areas.ts).
import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../areas.js';

export function registerSettingsRoutes(_app: FastifyInstance, _ctx: AreaContext): void {}
