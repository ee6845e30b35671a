// The part of newman's Node API (https://github.com/postmanlabs/newman#api-reference) that the
// Postman collection test uses; newman ships no types.
declare module 'newman' {
  export interface NewmanRunSummary {
    run: {
      stats: Record<'requests' | 'assertions' | 'testScripts', { total: number; failed: number }>;
      failures: { error: { message: string; test?: string }; source?: { name?: string } }[];
      executions: { item: { name: string }; response?: { code: number } }[];
    };
  }
  export interface NewmanRunOptions {
    collection: object;
    envVar?: { key: string; value: string }[];
    reporters?: string[];
    timeoutRequest?: number;
  }
  export function run(
    options: NewmanRunOptions,
    callback: (error: Error | null, summary: NewmanRunSummary) => void,
  ): void;
}
