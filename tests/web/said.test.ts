// Words kept as phrases and said when shown (web/src/i18n/said.ts): a phrase read from storage (a
// saved game's origin) may name any key, and only the UI's own messages are looked up; a key every
// object has (`constructor`, `valueOf`) once threw inside vue-i18n while Play rendered, and Play
// stayed blank at every reload.
import { describe, expect, test } from 'vitest';
import { say } from '../../web/src/i18n/said.js';

describe('say', () => {
  test("a message of the UI is said with its parameters, a phrase inside a phrase first", () => {
    expect(say({ key: 'play.messages.continuing', params: { from: { key: 'play.saved.gone' } } })).toBe('continuing from That saved game is no longer in this browser (deleted in another tab?).');
    expect(say({ key: 'play.messages.continuing', params: { from: 'x' } })).toContain('x');
  });

  test('a key that is no message of the UI is shown as it is, never looked up through the prototype chain', () => {
    for (const key of ['constructor', 'valueOf', 'toString', 'hasOwnProperty', '__proto__', 'play.constructor', 'play.messages.__proto__', 'nothing.here']) {
      expect(say({ key })).toBe(key);
      expect(say({ key: 'play.messages.continuing', params: { from: { key } } })).toContain(key);
    }
  });
});
