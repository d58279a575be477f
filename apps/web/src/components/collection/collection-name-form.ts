import { CollectionName } from '@stylebook/contracts';
import { z } from 'zod';

/** The name field of the new-collection sheet and the details screen. */
export const CollectionNameForm = z.object({ name: CollectionName });
export type CollectionNameForm = z.input<typeof CollectionNameForm>;
