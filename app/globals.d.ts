// Constants Vite replaces at build time (vite.config.ts `define`).

/** The app's version, as in package.json. */
declare const __APP_VERSION__: string;
