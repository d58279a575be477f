import {
  addDays,
  DASHBOARD_TOP_PRODUCTS,
  dashboardRangeProblem,
  dayOf,
  startOfDay,
  type Dashboard,
  type DashboardQuery,
} from '@stylebook/contracts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { toDashboard } from './dashboard.mapper.ts';
import type { DashboardRepository } from './dashboard.repository.ts';

export interface DashboardServiceDeps {
  repository: DashboardRepository;
  roleOf: (userId: string) => Promise<'USER' | 'STYLIST' | null>;
  /** Tests fix the clock; "today" is the UTC day of it. */
  now?: () => Date;
}

/** The range when the query leaves an end out: 30 days ending today. */
const DEFAULT_DAYS = 30;

/**
 * The range a query asks for, both ends included: `to` defaults to today (UTC), `from` to 30 days ending at
 * `to`. 400 VALIDATION when it runs backwards, ends after today or is longer than the dashboard answers for.
 * A day's grace past today lets a browser whose clock runs a little ahead of ours ask for its today around
 * midnight.
 */
export function resolveRange({ from, to }: DashboardQuery, today: string): { from: string; to: string } {
  const end = to ?? today;
  const start = from ?? addDays(end, 1 - DEFAULT_DAYS);
  const problem = dashboardRangeProblem(start, end, addDays(today, 1));
  if (problem) throw badRequest(`Invalid range ${start} to ${end}: ${problem}`);
  return { from: start, to: end };
}

/** The stylist dashboard (docs/product.md §18): the caller's own figures, day by day in UTC. */
export function createDashboardService({ repository, roleOf, now = () => new Date() }: DashboardServiceDeps) {
  return {
    async dashboard(actor: Actor, query: DashboardQuery): Promise<Dashboard> {
      if ((await roleOf(actor.userId)) !== 'STYLIST') {
        throw forbidden('Only stylists have a dashboard');
      }
      const asOf = now();
      const { from, to } = resolveRange(query, dayOf(asOf));
      const span = { start: startOfDay(from), end: startOfDay(addDays(to, 1)) };
      const stylistId = actor.userId;
      const [follows, paidPeriods, likes, saves, clicks, earnings, topProducts] = await Promise.all([
        repository.follows(stylistId, span),
        repository.paidPeriods(stylistId, span, asOf),
        repository.likes(stylistId, span),
        repository.saves(stylistId, span),
        repository.clicks(stylistId, span),
        repository.earnings(stylistId, span),
        repository.topProducts(stylistId, span, DASHBOARD_TOP_PRODUCTS),
      ]);
      return toDashboard({ from, to, follows, paidPeriods, likes, saves, clicks, earnings, topProducts });
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
