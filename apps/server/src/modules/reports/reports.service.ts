import type { CreateReportBody, ReportCreated, ReportTargetType } from '@stylebook/contracts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { ReportsRepository } from './reports.repository.ts';

const NOT_FOUND: Record<ReportTargetType, string> = {
  product: 'Product not found',
  look: 'Look not found',
  collection: 'Collection not found',
  user: 'User not found',
};

const OWN_TARGET: Record<ReportTargetType, string> = {
  product: "You can't report your own product",
  look: "You can't report your own look",
  collection: "You can't report your own collection",
  user: "You can't report yourself",
};

export function createReportsService({ repository }: { repository: ReportsRepository }) {
  return {
    /**
     * Files a report of something the reporter can see and is not theirs: 404 as for any hidden thing, 400
     * for one's own. Reporting the same thing again answers with the first report, unchanged.
     */
    async report(actor: Actor, body: CreateReportBody): Promise<ReportCreated & { created: boolean }> {
      const ownerId = await repository.ownerOfVisible(body.targetType, body.targetId, actor.userId);
      if (ownerId === null) throw notFound(NOT_FOUND[body.targetType]);
      if (ownerId === actor.userId) throw badRequest(OWN_TARGET[body.targetType]);
      return repository.insertOnce({
        reporterId: actor.userId,
        targetType: body.targetType,
        targetId: body.targetId,
        reason: body.reason,
        details: body.details || null,
      });
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
