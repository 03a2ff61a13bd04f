import { describe, expect, it } from "vitest";
import { DEVICE_HINT_MAX, deviceHint, deviceParts, UNKNOWN_DEVICE } from "./user-agent";

const AGENTS = {
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
  firefoxUbuntu: "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  safariIpad:
    "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
  chromeOs:
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  headlessChromium:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68",
  operaMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0",
  samsung:
    "Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
  firefoxIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15",
};

describe("device hints", () => {
  it("names browser and system", () => {
    expect(deviceHint(AGENTS.firefoxLinux)).toBe("Firefox on Linux");
    expect(deviceHint(AGENTS.firefoxUbuntu)).toBe("Firefox on Linux");
    expect(deviceHint(AGENTS.safariIphone)).toBe("Safari on iPhone");
    expect(deviceHint(AGENTS.safariIpad)).toBe("Safari on iPad");
    expect(deviceHint(AGENTS.safariMac)).toBe("Safari on macOS");
    expect(deviceHint(AGENTS.chromeAndroid)).toBe("Chrome on Android");
    expect(deviceHint(AGENTS.chromeWindows)).toBe("Chrome on Windows");
    expect(deviceHint(AGENTS.chromeIphone)).toBe("Chrome on iPhone");
    expect(deviceHint(AGENTS.chromeOs)).toBe("Chrome on ChromeOS");
    expect(deviceHint(AGENTS.edgeWindows)).toBe("Edge on Windows");
    expect(deviceHint(AGENTS.operaMac)).toBe("Opera on macOS");
    expect(deviceHint(AGENTS.samsung)).toBe("Samsung Internet on Android");
    expect(deviceHint(AGENTS.firefoxIphone)).toBe("Firefox on iPhone");
    expect(deviceHint(AGENTS.headlessChromium)).toBe("Chrome on Linux");
  });

  it("says what it can, and 'Unknown device' when it can say nothing", () => {
    expect(deviceHint("Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 SomethingNew/1.0")).toBe("Linux");
    expect(deviceHint("curl/8.5.0")).toBe(UNKNOWN_DEVICE);
    expect(deviceHint("")).toBe(UNKNOWN_DEVICE);
    expect(deviceHint(null)).toBe(UNKNOWN_DEVICE);
    expect(deviceHint(undefined)).toBe(UNKNOWN_DEVICE);
    expect(deviceHint("Mozilla/5.0 (Windows NT 10.0) something new")).toBe("Windows");
  });

  it("never keeps the header itself, however long or strange it is", () => {
    const long = `${"x".repeat(10_000)} Firefox/1 Linux ${"<script>".repeat(500)}`;
    expect(deviceHint(long)).toBe(UNKNOWN_DEVICE); // the names come after the part that is read
    const stuffed = `Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0 ${"secret=abc ".repeat(1000)}`;
    const hint = deviceHint(stuffed);
    expect(hint).toBe("Firefox on Linux");
    expect(hint.length).toBeLessThanOrEqual(DEVICE_HINT_MAX);
    for (const agent of Object.values(AGENTS)) {
      expect(deviceHint(agent).length).toBeLessThanOrEqual(DEVICE_HINT_MAX);
      expect(deviceHint(agent)).not.toMatch(/Mozilla|\d/);
    }
  });

  it("takes a stored hint apart for the page's language", () => {
    expect(deviceParts("Firefox on Linux")).toEqual({ kind: "pair", browser: "Firefox", system: "Linux" });
    expect(deviceParts("Samsung Internet on Android")).toEqual({
      kind: "pair",
      browser: "Samsung Internet",
      system: "Android",
    });
    expect(deviceParts("Linux")).toEqual({ kind: "name", name: "Linux" });
    expect(deviceParts(UNKNOWN_DEVICE)).toEqual({ kind: "unknown" });
    // sessions from before hints were kept
    expect(deviceParts("")).toEqual({ kind: "unknown" });
  });
});
