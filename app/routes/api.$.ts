import { apiError, apiHandler } from "~/utils/api.server";

// Any other path below /api, with any method: a JSON 404 rather than the site's HTML page.

export const loader = apiHandler(async () => apiError(404, "not found"));

export const action = apiHandler(async () => apiError(404, "not found"));
