import { SLUG_MAX, SLUG_MIN } from "~/lib/account-rules";
import { changeProfileSlug } from "~/models/users.server";
import { apiHandler, apiJson, methodNotAllowed, readJsonBody, requireApiUser } from "~/utils/api.server";

// POST /api/update-user-profile-name {profileSlug} → {success: true, profileSlug}, or a slug failure with 200.

const MESSAGES = {
  invalid: `A profile name has ${SLUG_MIN} to ${SLUG_MAX} characters: lowercase letters, digits and hyphens.`,
  reserved: "This profile name is reserved.",
  taken: "This profile name is already taken.",
} as const;

export const loader = apiHandler(async () => methodNotAllowed(["POST"]));

export const action = apiHandler(async ({ request, context }) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const body = await readJsonBody(request);
  const result =
    typeof body.profileSlug === "string"
      ? await changeProfileSlug(context.db, user.id, body.profileSlug)
      : ({ ok: false, reason: "invalid" } as const);
  if (!result.ok) return apiJson({ success: false, error: result.reason, message: MESSAGES[result.reason] });
  return apiJson({ success: true, profileSlug: result.slug });
});
