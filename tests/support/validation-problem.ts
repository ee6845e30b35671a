/** One finding of the example checks: where it is (JSON path) and which rule it breaks. */
export interface ValidationProblem {
  path: string;
  rule: string;
  message: string;
}

export function formatProblems(problems: readonly ValidationProblem[]): string {
  return problems.map((p) => `  at ${p.path} [${p.rule}]: ${p.message}`).join('\n');
}
