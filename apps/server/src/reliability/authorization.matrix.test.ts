import { z } from 'zod';
import { expect, it } from 'vitest';
import { operationsOf } from '../test/fuzz.ts';
import { useTestApp } from '../test/helpers.ts';
import { MATRIX, unmatchedRoutes } from './authorization.matrix.ts';

const t = useTestApp();

it('has an entry for every route of the API, and a route added without one is named', async () => {
  t.app.get(
    '/api/reliability-probe/:id',
    { config: { access: 'public' }, schema: { params: z.object({ id: z.uuid() }) } },
    async () => ({ ok: true }),
  );
  await t.app.ready();
  const routes = operationsOf(t.app.swagger());
  expect(unmatchedRoutes(routes)).toEqual({
    withoutEntry: ['GET /api/reliability-probe/{id}'],
    withoutRoute: [],
  });
  const withoutProducts = routes.filter(({ path }) => path !== '/api/products/{id}');
  expect(unmatchedRoutes(withoutProducts).withoutRoute).toEqual(
    Object.keys(MATRIX).filter((key) => key.endsWith(' /api/products/{id}')),
  );
});
