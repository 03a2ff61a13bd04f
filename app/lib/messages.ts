// Typed translation keys (see app/i18next.d.ts): the key type, a check for keys that arrive as plain strings,
// and labels for a recipe's closed lists. Type-only i18next imports: safe on server and client, and no
// catalogue is bundled here (the client loads only the page's language).
import type { ParseKeys, TFunction } from "i18next";
import { DIFFICULTIES, GLASS_TYPES, METHODS, type Unit } from "../../db/domain";

/** Every key t() accepts: the catalogue's dotted paths; plural keys also without their suffix (units.dash). */
export type MessageKey = ParseKeys;

/** Marks a string as a message key where it travels as a plain string (zod messages): a typo fails typecheck. */
export const msg = <K extends MessageKey>(key: K): K => key;

/** What isMessageKey reads: i18next's instance or the components' translator (app/components/I18n.tsx). */
type I18n = { language: string; getResource(language: string, namespace: string, key: string): unknown };

/** True when `value` names a text in the loaded catalogue. Field and action errors arrive as plain strings. */
export function isMessageKey(i18n: I18n, value: string): value is MessageKey {
  return typeof i18n.getResource(i18n.language, "translation", value) === "string";
}

/** A message that should be a key, in the page's language; anything else (a library's own text) as it is. */
export function messageText(t: TFunction, i18n: I18n, message: string): string {
  return isMessageKey(i18n, message) ? t(message) : message;
}

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

// Labels for a recipe's closed lists; a value outside the list (data from before a rename) shows as it is.
export function difficultyLabel(t: TFunction, value: string): string {
  return isOneOf(DIFFICULTIES, value) ? t(`difficulty.${value}`) : value;
}

export function glassLabel(t: TFunction, value: string): string {
  return isOneOf(GLASS_TYPES, value) ? t(`glass.${value}`) : value;
}

export function methodLabel(t: TFunction, value: string): string {
  return isOneOf(METHODS, value) ? t(`method.${value}`) : value;
}

/** A unit's label: cl, ml, oz and "top" have one form, the others agree with `count` (2 dashes). */
export function unitLabel(t: TFunction, unit: Unit, count: number): string {
  return unit === "cl" || unit === "ml" || unit === "oz" || unit === "top"
    ? t(`units.${unit}`)
    : t(`units.${unit}`, { count });
}
