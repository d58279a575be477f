import type { FastifyInstance } from 'fastify';
import { blockedPeoplePlugin } from '../blocks/blocked-people.ts';
import { blocksRoutes } from '../blocks/blocks.routes.ts';
import type { BlocksService } from '../blocks/blocks.service.ts';
import { reportsRoutes } from '../reports/reports.routes.ts';
import type { ReportsService } from '../reports/reports.service.ts';
import type { Viewers } from '../users/users.viewers.ts';
import { moderationRoutes } from './moderation.routes.ts';
import type { ModerationService } from './moderation.service.ts';

export interface TrustAndSafetyDeps {
  reports: ReportsService;
  blocks: BlocksService;
  moderation: ModerationService;
  viewers: Viewers;
}

/**
 * Reports, blocks and moderation (docs/product.md §20), and the hook that hides blocked and suspended people
 * from the person routes registered after it (modules/blocks/blocked-people.ts).
 */
export async function registerTrustAndSafety(
  app: FastifyInstance,
  { reports, blocks, moderation, viewers }: TrustAndSafetyDeps,
): Promise<void> {
  await app.register(reportsRoutes, { reports });
  await app.register(blocksRoutes, { blocks });
  await app.register(moderationRoutes, { moderation });
  await app.register(blockedPeoplePlugin, { viewers });
}
