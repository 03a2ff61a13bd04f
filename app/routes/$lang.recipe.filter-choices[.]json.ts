import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLocale } from "~/lib/locale";
import { pickerCatalogue } from "~/models/bar-picker.server";
import { assertParam, requestQuery } from "~/utils/http.server";

// The virtual bar's picker catalogue in its compact shape (app/lib/picker-catalogue.ts), for the picker's
// script: the search field's suggestions, and the boxes after a navigation without a new document. Named by
// its version (`?v=`, the page says which): that address never changes its answer, so browsers keep it; any
// other `v` gets the current catalogue, checked again on every use. docs/decisions/0034-picker-page-light.md
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  assertParam(isLocale(params.lang), request);
  const catalogue = await pickerCatalogue(context.db, params.lang);
  const current = requestQuery(request).get("v") === catalogue.version;
  return new Response(`{"v":${JSON.stringify(catalogue.version)},${catalogue.json.slice(1)}`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
