// The UI's languages through vue-i18n: English, Italian and Dutch. The language follows the
// browser until the person picks one (kept in localStorage); numbers and dates use the locale.
import { createI18n } from 'vue-i18n';
import { LOCALES, type Locale } from './define.js';
import { messagesFor, type Messages } from './messages/index.js';

export { LOCALES, type Locale } from './define.js';

const STORAGE_KEY = 'nautilab.locale';
/** Vite's development server (warnings on); false in a build and in Node. */
const DEV = (import.meta as { env?: { DEV?: boolean } }).env?.DEV === true;

/** The first of the browser's languages the playground speaks, else English. */
export function pickLocale(preferred: readonly string[], stored: string | null): Locale {
  if (stored && (LOCALES as readonly string[]).includes(stored)) return stored as Locale;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if ((LOCALES as readonly string[]).includes(base!)) return base as Locale;
  }
  return 'en';
}

function storedLocale(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked: follow the browser
  }
}

// outside a page (Node, the tests) the UI's words are English, whatever the machine's language
const initial = typeof document === 'undefined' ? 'en' : pickLocale(navigator.languages, storedLocale());

/** The app's vue-i18n instance (Composition API: `useI18n()` in components, `$t` in templates). */
export const i18n = createI18n<[Messages], Locale, false>({
  legacy: false,
  locale: initial,
  fallbackLocale: 'en',
  messages: Object.fromEntries(LOCALES.map((l) => [l, messagesFor(l)])) as Record<Locale, Messages>,
  numberFormats: Object.fromEntries(LOCALES.map((l) => [l, {
    integer: { maximumFractionDigits: 0 },
    decimal: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
    fixed2: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    percent: { style: 'percent', maximumFractionDigits: 0 },
    percent1: { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 },
    compact: { notation: 'compact' },
  }])) as never,
  datetimeFormats: Object.fromEntries(LOCALES.map((l) => [l, {
    short: { year: 'numeric', month: 'short', day: 'numeric' },
    long: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  }])) as never,
  // a missing key falls back to English in production; tests check that none is missing
  missingWarn: DEV,
  fallbackWarn: DEV,
});

/** Switches the UI's language and remembers the choice. */
export function setLocale(locale: Locale): void {
  i18n.global.locale.value = locale;
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts this visit
  }
}

if (typeof document !== 'undefined') document.documentElement.lang = initial;

/** A message read outside a component, by a key built at run time. */
function translate(key: string): string {
  return (i18n.global.t as (key: string) => string)(key);
}

/**
 * Names kept as a list whose items read in the current language (`names.seats.red` for `red`): a
 * template or computed that indexes it follows the language switch like any `t()` call.
 */
export function namesIn(prefix: string, keys: readonly string[]): readonly string[] {
  return new Proxy(keys, {
    get(target, p, receiver) {
      if (typeof p === 'string' && /^\d+$/.test(p)) {
        const key = target[Number(p)];
        return key === undefined ? undefined : translate(`${prefix}.${key}`);
      }
      return Reflect.get(target, p, receiver);
    },
  });
}

/** Names kept by key (`MODULE_LABELS.sonar`) that read in the current language. */
export function labelsIn(prefix: string, keys: readonly string[]): Readonly<Record<string, string>> {
  const known = new Set(keys);
  return new Proxy({} as Record<string, string>, {
    get: (_, p) => (typeof p === 'string' && known.has(p) ? translate(`${prefix}.${p}`) : undefined),
    has: (_, p) => typeof p === 'string' && known.has(p),
    ownKeys: () => [...known],
    getOwnPropertyDescriptor: (_, p) => (typeof p === 'string' && known.has(p) ? { enumerable: true, configurable: true, value: translate(`${prefix}.${p}`) } : undefined),
  });
}
