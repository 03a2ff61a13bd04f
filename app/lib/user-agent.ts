// A short hint of the device a session was started on ("Firefox on Linux"), for the member's list of
// sessions. Only the hint is kept, never the User-Agent itself: it is a browser and a system from fixed
// lists, so it is short and says nothing a list of sessions does not need.

/** The longest hint ever stored. */
export const DEVICE_HINT_MAX = 100;
/** What is stored when neither browser nor system can be told. */
export const UNKNOWN_DEVICE = "Unknown device";
/** Only the start of a User-Agent is read: the names sit there, and a long header costs no time. */
const READ_MAX = 512;

// First match wins: Edge, Opera and Samsung Internet name Chrome and Safari too, Chrome names Safari.
const BROWSERS: ReadonlyArray<readonly [string, RegExp]> = [
  ["Edge", /\bEdg(?:e|A|iOS)?\//],
  ["Opera", /\bOPR\/|\bOPiOS\/|\bOpera\b/],
  ["Samsung Internet", /\bSamsungBrowser\//],
  ["Vivaldi", /\bVivaldi\//],
  ["Firefox", /\bFirefox\/|\bFxiOS\//],
  ["Chrome", /\bCriOS\/|(?:\b|Headless)Chrome\/|\bChromium\//],
  ["Safari", /\bVersion\/[\d.]+.*\bSafari\//],
];

// iPhone and iPad before macOS (their agents say "like Mac OS X"), Android and ChromeOS before Linux.
const SYSTEMS: ReadonlyArray<readonly [string, RegExp]> = [
  ["iPhone", /\biPhone\b|\biPod\b/],
  ["iPad", /\biPad\b/],
  ["Android", /\bAndroid\b/],
  ["Windows", /\bWindows\b/],
  ["ChromeOS", /\bCrOS\b/],
  ["macOS", /\bMacintosh\b|\bMac OS X\b/],
  ["Linux", /\bLinux\b|\bX11\b/],
];

function first(list: ReadonlyArray<readonly [string, RegExp]>, text: string): string | null {
  for (const [name, pattern] of list) if (pattern.test(text)) return name;
  return null;
}

/** "Firefox on Linux", "Safari on iPhone", "Chrome", "Android" or "Unknown device", from a User-Agent header. */
export function deviceHint(userAgent: string | null | undefined): string {
  const text = (userAgent ?? "").slice(0, READ_MAX);
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  const hint = browser && system ? `${browser} on ${system}` : (browser ?? system ?? UNKNOWN_DEVICE);
  return hint.slice(0, DEVICE_HINT_MAX);
}

export type DeviceParts =
  | { kind: "unknown" }
  | { kind: "pair"; browser: string; system: string }
  | { kind: "name"; name: string };

/**
 * A stored hint taken apart again, so a page can say it in its language ("Firefox auf Linux"). Sessions from
 * before hints were kept have an empty one: unknown.
 */
export function deviceParts(hint: string): DeviceParts {
  const text = hint.trim();
  if (text === "" || text === UNKNOWN_DEVICE) return { kind: "unknown" };
  const at = text.indexOf(" on ");
  if (at > 0) return { kind: "pair", browser: text.slice(0, at), system: text.slice(at + 4) };
  return { kind: "name", name: text };
}
