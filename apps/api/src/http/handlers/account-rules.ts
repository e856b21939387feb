/** Rules and refusals shared by the account operations: passwords, taken logins and e-mails, keys. */
import { pgConstraint, pgErrorCode } from '../../db/index.ts';
import { isCommonPassword } from '../../services/common-passwords.ts';
import { type FieldError, HttpProblem, PROBLEM_TITLES, ProblemType, problem } from '../problems.ts';

/** A password the list of common ones holds, or the login itself, is refused. */
export function passwordErrors(objectName: string, password: string, login?: string): FieldError[] {
  if (isCommonPassword(password, login)) {
    return [
      {
        objectName,
        field:
          objectName === 'passwordChange' || objectName === 'keyAndPassword' ? 'newPassword' : 'password',
        message: 'This password is too common or equals the login; choose another one.',
      },
    ];
  }
  return [];
}

export function loginTaken(): HttpProblem {
  return new HttpProblem(400, {
    type: ProblemType.loginAlreadyUsed,
    title: PROBLEM_TITLES.loginAlreadyUsed,
    detail: 'Login name already registered! Please choose another one.',
    message: 'error.userexists',
  });
}

export function emailTaken(): HttpProblem {
  return new HttpProblem(400, {
    type: ProblemType.emailAlreadyUsed,
    title: PROBLEM_TITLES.emailAlreadyUsed,
    detail: 'Email is already in use! Please choose another one.',
    message: 'error.emailexists',
  });
}

export function invalidKey(): HttpProblem {
  return new HttpProblem(400, {
    type: ProblemType.invalidKey,
    title: PROBLEM_TITLES.invalidKey,
    detail: 'The key is unknown, already used or expired.',
    message: 'error.invalidkey',
  });
}

/** Maps a unique violation on app_user to the spec's problem types. */
export function uniqueViolation(err: unknown): HttpProblem | null {
  if (pgErrorCode(err) !== '23505') return null;
  const c = pgConstraint(err) ?? String((err as Error).message);
  if (c.includes('login')) return loginTaken();
  if (c.includes('email')) return emailTaken();
  return problem.conflict('A unique value is already used.');
}

/** The address of a page opened from a mail with its one-time key (activation, password reset). */
export function keyLink(baseUrl: string, route: string, key: string): string {
  return `${baseUrl}${route}?key=${encodeURIComponent(key)}`;
}
