// Remix options. The Vite plugin never reads this file itself: vite.config.ts imports it and passes it on,
// so only keys the Vite plugin knows belong here.
/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  appDirectory: "app",
  buildDirectory: "build",
  serverModuleFormat: "esm",
  ignoredRouteFiles: ["**/*.test.{ts,tsx}", "**/.*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
