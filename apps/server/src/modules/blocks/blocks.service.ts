import type { PagedUsers, PageQuery } from '@stylebook/contracts';
import type { Db } from '../../db/client.ts';
import { userExists } from '../../db/users.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { ProRataRefunds } from '../paid-subscriptions/refunds.ts';
import { toUserListItem } from '../users/users.mapper.ts';
import type { BlocksRepository } from './blocks.repository.ts';

export interface BlocksServiceDeps {
  db: Db;
  repository: BlocksRepository;
  refunds: Pick<ProRataRefunds, 'endBetween'>;
}

/** Blocks (docs/product.md §20): what one person stops seeing of another is db/visibility.ts's. */
export function createBlocksService({ db, repository, refunds }: BlocksServiceDeps) {
  async function requireOtherPerson(actor: Actor, userId: string) {
    if (actor.userId === userId) throw badRequest('You cannot block yourself');
    if (!(await userExists(db, userId))) throw notFound('User not found');
  }

  return {
    /**
     * Blocks a person, ending at once, in one transaction, any follow between the two and any paid
     * subscription either way, refunded pro rata. Blocking again changes nothing.
     */
    async block(actor: Actor, userId: string): Promise<void> {
      await requireOtherPerson(actor, userId);
      await db.transaction(async (tx) => {
        await repository.block(tx, actor.userId, userId);
        await repository.endFollows(tx, actor.userId, userId);
        await refunds.endBetween(tx, actor.userId, userId, new Date());
      });
    },

    async unblock(actor: Actor, userId: string): Promise<void> {
      await requireOtherPerson(actor, userId);
      await repository.unblock(actor.userId, userId);
    },

    async list(actor: Actor, { page, limit }: PageQuery): Promise<PagedUsers> {
      const [total, rows] = await Promise.all([
        repository.count(actor.userId),
        repository.list(actor.userId, { limit, offset: (page - 1) * limit }),
      ]);
      return { items: rows.map(toUserListItem), pagination: { page, pages: Math.ceil(total / limit) } };
    },
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;
