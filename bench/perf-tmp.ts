import { performance } from 'node:perf_hooks';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createSearchRepository } from '../apps/server/src/modules/search/search.repository.ts';
const database = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:55499/perf100k' });
const repo = createSearchRepository(database.db);
for (const q of ['margeila', 'mrgiela number', 'acen bench', 'jil sandre', 'lemarie', 'piece']) {
  for (const kind of ['products', 'collections', 'looks', 'people'] as const) {
    const t = performance.now();
    const r = await repo.inSearch((tx) => repo.matchesShownToAnyone(tx, kind, q, { sort: 'relevance' }));
    console.log(q, kind, r.length, Math.round(performance.now() - t), 'ms');
  }
}
await database.close();
