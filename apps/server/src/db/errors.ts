/** PostgreSQL's unique_violation, as either driver reports it (drizzle may wrap the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
}
