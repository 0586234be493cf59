import type { HealthCheckResult, HealthIndicatorResult } from '@nestjs/terminus';

/**
 * The health answer without what a failing check wrote about the inside: its error text names addresses, ports,
 * the database and credentials' users ("connect ECONNREFUSED 10.0.0.5:5432", "database \"praxisnah\" …"). A check
 * that is down says only that; the log has the details.
 */
export function publicHealthReport(report: HealthCheckResult): HealthCheckResult {
  const section = (results: Partial<HealthIndicatorResult> | undefined): HealthIndicatorResult | undefined =>
    results &&
    Object.fromEntries(
      Object.entries(results).flatMap(([name, result]) =>
        result ? [[name, result.status === 'up' ? result : { status: result.status }]] : [],
      ),
    );
  return { status: report.status, info: section(report.info), error: section(report.error), details: section(report.details) ?? {} };
}
