import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";

// Debian's Chromium, never a downloaded browser.
function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/lib/chromium/chromium", "/usr/bin/chromium"].filter(
    (p): p is string => Boolean(p),
  );
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's package (`sudo apt-get install -y chromium`) or set CHROME_PATH to a Chromium binary. Browsers are never downloaded.",
    );
  }
  return found;
}

const PORT = Number(process.env.E2E_PORT) || 3100;
// where the SMTP sink of tests/e2e/serve.ts writes the mails the app sends
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? path.join(os.tmpdir(), "cocktail-e2e-mail");

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "off",
    // The offline worker (public pages kept for reading without a network) installs ~30 files per new
    // browser context; specs that test it, or forms with it in between, allow it themselves.
    serviceWorkers: "block",
  },
  projects: [
    { name: "js", use: { browserName: "chromium", javaScriptEnabled: true } },
    { name: "no-js", use: { browserName: "chromium", javaScriptEnabled: false } },
  ],
  webServer: {
    command: "node_modules/.bin/tsx tests/e2e/serve.ts",
    url: `http://localhost:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM (not Playwright's default SIGKILL) so serve.ts can drop its database.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "pipe",
    stderr: "pipe",
    // the access log (a line per request) stays out of the test output; warnings and errors show
    env: { E2E_PORT: String(PORT), E2E_MAIL_DIR: MAIL_DIR, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
  },
});
