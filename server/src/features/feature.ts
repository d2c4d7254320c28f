import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** A feature registers its routes (thin adapters over domain and services) on the app. */
export type Feature = (app: FastifyInstance, ctx: AppContext) => Promise<void> | void;
