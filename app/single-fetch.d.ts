// Loaders and actions return plain data (or `data()` with status and headers): single fetch's types.
import "@remix-run/node";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
