export interface SuiteTimeRow {
  name: string;
  wallMs: number;
  files: number;
  tests: number;
}
export const projectOrder: string[];
export function inProjectOrder<T extends { name: string }>(suites: readonly T[]): T[];
export function vitestRows(
  suites: readonly SuiteTimeRow[],
  seconds: (ms: number) => string,
): string[];
