// Loaded into the server process by tests/e2e/crash.spec.ts only (NODE_OPTIONS=--import): SIGUSR2 makes the
// process throw an exception nothing catches, as a real fault would, while requests are in flight.
process.on("SIGUSR2", () => {
  setImmediate(() => {
    throw new Error("test fault: an exception nothing catches");
  });
});
