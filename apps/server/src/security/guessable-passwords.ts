import { AUTH_MESSAGES } from '@visadesk/contract';
import { HttpError } from '../http/http-error.ts';

/**
 * Fewer estimated guesses than this and a new password is refused: zxcvbn's score 3, "safely
 * unguessable" by an online attacker and a slow offline one. "sunita123" is 10^6.3 (a name from
 * the list of common passwords, at rank 17,545, then a run of digits).
 */
const MIN_GUESSES_LOG10 = 8;

type Checker = (password: string, userInputs: string[]) => number;

let checker: Promise<Checker> | undefined;

/**
 * zxcvbn with its list of ~49,000 common and breached passwords (and the diceware words and
 * keyboard layouts), loaded on the first password set, not at start: it takes ~150 ms and ~25 MB
 * that most starts never need (ADR 038).
 */
function loadChecker(): Promise<Checker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]);
    const zxcvbn = new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
    return (password, userInputs) => zxcvbn.check(password, userInputs).guessesLog10;
  })();
  return checker;
}

/**
 * Refuses, with the message on the password field, a password that is on the list of common and
 * breached passwords or is built from one (or from the account's own name or email) with a few
 * digits, symbols, repeats or keyboard runs around it. Every new password passes here first: added,
 * chosen from an invitation or a reset link, or changed on the Profile page.
 */
export async function refuseGuessablePassword(password: string, account: { name: string; email: string }): Promise<void> {
  const words = account.name.split(/\s+/).filter(Boolean);
  const ownWords = [account.name, words.join(''), ...words, account.email, account.email.split('@')[0] ?? ''];
  const guessesLog10 = (await loadChecker())(password, ownWords);
  if (guessesLog10 < MIN_GUESSES_LOG10) {
    throw new HttpError(400, AUTH_MESSAGES.passwordTooCommon, { errors: { password: AUTH_MESSAGES.passwordTooCommon } });
  }
}
