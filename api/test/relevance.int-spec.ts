import { formatRelevance, runRelevance, type RelevanceReport } from '../../infra/relevance/relevance';
import { startTestStack, type TestStack } from '../../infra/testing/stack';

/** German queries over the seeded demo data (infra/relevance): at least 95 % of their expectations hold. */
describe('search relevance', () => {
  let stack: TestStack;
  let report: RelevanceReport;

  beforeAll(async () => {
    stack = await startTestStack({ web: false, env: { SEARCH_RATE_LIMIT_PER_MINUTE: '100000' } });
    report = await runRelevance(stack.baseUrl, stack.databaseUrl);
    // The numbers and every query that does not hold, in the test log for whoever tunes the analysis.
    console.warn(formatRelevance(report));
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('runs at least 150 queries', () => {
    expect(report.results.length).toBeGreaterThanOrEqual(150);
  });

  it('holds for at least 95 % of the queries', () => {
    const failing = report.results
      .filter((result) => result.failures.length)
      .map((result) => `"${result.case.query}": ${result.failures[0]}`);
    expect({ holding: report.holding >= 0.95, failing }).toMatchObject({ holding: true });
  });

  it('finds the listings that name the job only in their description, below every listing whose title names it', () => {
    const described = report.results.filter((result) => result.case.namedInDescription);
    // The demo data has them (a Praxismanagement internship beside the Medizinische Fachangestellte), or this proves nothing.
    expect(
      described.map((result) => ({ query: result.case.query, inData: result.describedInData > 0, failures: result.failures })),
    ).toEqual(described.map((result) => ({ query: result.case.query, inData: true, failures: [] })));
    expect(described.length).toBeGreaterThan(0);
  });

  it('finds something for every query whose words name listings of the demo data', () => {
    expect(report.zeroResultRate).toBeLessThan(0.03);
  });
});
