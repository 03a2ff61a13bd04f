import { useLayoutEffect } from "react";

/** useLayoutEffect in the browser; nothing on the server, which runs no effects (and React warns about layout effects there). */
export const useBrowserLayoutEffect: typeof useLayoutEffect = import.meta.env.SSR
  ? () => {}
  : useLayoutEffect;
