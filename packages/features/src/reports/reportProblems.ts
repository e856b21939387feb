/**
 * What the server says when it refuses to file or reopen a month (or a report's period), as a text key
 * of the screen's language: its problem's message, or a field's.
 */
import { problemOf } from '../shared/problems.ts';

export const REPORT_MESSAGES = [
  'report.filedAlready',
  'report.disagrees',
  'report.monthNotOver',
  'report.unitRequired',
  'report.endBeforeStart',
  'report.reasonRequired',
  'report.notFiled',
  'report.laterFiled',
  'ledger.closedMonth',
] as const;

/** The text key of a refusal the screens explain, else `fallback`. */
export function reportProblemKey(error: unknown, fallback = 'reportScreens.failed'): string {
  const problem = problemOf(error);
  const said = [problem?.message, ...(problem?.fieldErrors ?? []).map((field) => field.message)];
  return said.find((message) => (REPORT_MESSAGES as readonly unknown[]).includes(message)) ?? fallback;
}
