import { AppError, ErrorCode } from '../../domain/errors';
import { describeProblems, fieldProblemMessage, hasProblems, type FieldProblem } from '../../domain/catalogue/form-rules';

/** A form the domain rules refuse: 400 VALIDATION naming each field and its problem. */
export function refuseProblems(problems: Readonly<Record<string, FieldProblem | undefined>>): void {
  if (!hasProblems(problems)) return;
  const fields: Record<string, string> = {};
  const coded: Record<string, FieldProblem> = {};
  for (const [field, problem] of Object.entries(problems)) {
    if (!problem) continue;
    fields[field] = fieldProblemMessage(problem);
    coded[field] = problem;
  }
  throw new AppError(ErrorCode.VALIDATION, { message: describeProblems(problems), fields, problems: coded });
}

/** PostgreSQL's unique_violation: another request took the same code meanwhile. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';
}

/** Two saves of the same code at once: the unique index decides, answered as the check would ("Code already exists"). */
export async function codeRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.CODE_EXISTS);
    throw error;
  }
}
