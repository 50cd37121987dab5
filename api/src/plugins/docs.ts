// (being written)
import type { FastifyInstance } from 'fastify';

export async function registerDocs(_app: FastifyInstance): Promise<void> {}
