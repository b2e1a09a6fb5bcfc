// The UI's languages (issue 32): every area has the same keys in English, Italian and Dutch, no
// message is empty, every message compiles in vue-i18n's syntax, and the language follows the browser.
import { describe, expect, test } from 'vitest';
import { createI18n } from 'vue-i18n';
import { LOCALES } from '../../web/src/i18n/define.js';
import { pickLocale } from '../../web/src/i18n/index.js';
import { areas, messagesFor } from '../../web/src/i18n/messages/index.js';

/** Every leaf of a message tree as [dotted key, message]. */
function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('messages', () => {
  test.each(Object.keys(areas))('area %s: the same keys and plural forms in every language, none empty', (name) => {
    const area = areas[name]!;
    const english = leaves(area.en).map(([k]) => k).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      const found = leaves(area[locale]);
      expect(found.map(([k]) => k).sort(), `${name} in ${locale}`).toEqual(english);
      const forms = new Map(leaves(area.en).map(([k, m]) => [k, String(m).split('|').length]));
      for (const [key, message] of found) {
        expect(typeof message, `${name}.${key} in ${locale}`).toBe('string');
        expect((message as string).trim(), `${name}.${key} in ${locale}`).not.toBe('');
        // a plural message has as many forms in every language (vue-i18n picks them by count)
        expect((message as string).split('|').length, `${name}.${key} in ${locale}: plural forms`).toBe(forms.get(key));
      }
    }
  });

  test.each(LOCALES)('%s: every message compiles and renders without a warning', (locale) => {
    const problems: string[] = [];
    const i18n = createI18n({
      legacy: false,
      locale,
      messages: { [locale]: messagesFor(locale) },
      missingWarn: false,
      fallbackWarn: false,
      warnHtmlMessage: false,
    });
    const { t, te } = i18n.global;
    for (const [key] of leaves(messagesFor(locale))) {
      expect(te(key, locale), key).toBe(true);
      try {
        // parameters a message names render as their own names: enough to catch a syntax error
        const rendered = t(key, new Proxy({}, { get: (_, p) => String(p) }));
        if (typeof rendered !== 'string' || rendered === key) problems.push(key);
      } catch (e) {
        problems.push(`${key}: ${(e as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('words of one language', () => {
  test("Italian says a game's round in Italian ('giro'), never the English 'round'", () => {
    const english = leaves(messagesFor('it')).filter(([, m]) => /\bround\b/i.test(String(m).replace(/\{[^}]*\}/g, '')));
    expect(english.map(([k]) => k)).toEqual([]);
  });
});

describe('the language follows the browser', () => {
  test('the first supported browser language wins; a stored choice wins over the browser', () => {
    expect(pickLocale(['fr-FR', 'nl-BE', 'it'], null)).toBe('nl');
    expect(pickLocale(['it-IT'], null)).toBe('it');
    expect(pickLocale(['de', 'fr'], null)).toBe('en');
    expect(pickLocale(['it-IT'], 'nl')).toBe('nl');
    expect(pickLocale(['it-IT'], 'xx')).toBe('it');
  });
});
