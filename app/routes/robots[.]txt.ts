import { ROBOTS_HEADERS, robotsTxt } from "~/lib/robots";
import { getEnv } from "~/utils/env.server";

// The text is in app/lib/robots.ts; server.ts answers /robots.txt itself before Remix (a trivial file does
// not need the framework's routing), so this route answers only where server.ts is not in front (tests).
export async function loader() {
  return new Response(robotsTxt(getEnv().PUBLIC_URL), { headers: ROBOTS_HEADERS });
}
