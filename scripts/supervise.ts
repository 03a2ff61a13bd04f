// `npm start`: runs server.ts as a child process and starts it again when it exits after a fault (exit code
// not 0), so a crash costs a few seconds instead of the site. A child that fails within its first
// STARTUP_MS (a bad setting, a failed build or migration) is not restarted: that would only loop. SIGTERM
// and SIGINT go to the child, and the supervisor exits with the child's code.
import { spawn } from "node:child_process";
import { restartDelay } from "./supervise-rules";

const STARTUP_MS = 15_000;

let stopping = false;
let failures = 0;

function log(message: string) {
  console.log(`[supervisor] ${message}`);
}

function run() {
  const started = Date.now();
  // node with tsx's loader, in one process: signals reach the server itself
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    stdio: "inherit",
    env: process.env,
  });
  const forward = (signal: NodeJS.Signals) => () => {
    stopping = true;
    child.kill(signal);
  };
  const onTerm = forward("SIGTERM");
  const onInt = forward("SIGINT");
  process.on("SIGTERM", onTerm);
  process.on("SIGINT", onInt);
  child.on("exit", (code, signal) => {
    process.off("SIGTERM", onTerm);
    process.off("SIGINT", onInt);
    const exitCode = code ?? (signal ? 1 : 0);
    const uptime = Date.now() - started;
    if (stopping || exitCode === 0) process.exit(exitCode);
    if (uptime < STARTUP_MS) {
      log(`the server failed while starting (exit code ${exitCode}): not restarting`);
      process.exit(exitCode);
    }
    failures = uptime > 60_000 ? 1 : failures + 1;
    const delay = restartDelay(failures);
    log(
      `the server exited with code ${exitCode} after ${Math.round(uptime / 1000)} s: restarting in ${delay} ms`,
    );
    setTimeout(run, delay);
  });
}

run();
