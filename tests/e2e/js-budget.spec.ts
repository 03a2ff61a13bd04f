// The JavaScript budget (docs/decisions/0018-javascript-budget.md), checked over the build that
// `npm run test:e2e` has just made: no browser, no server. Runs in one project only.
import { expect, test } from "@playwright/test";
import { buildPageBytes } from "../../scripts/lib/build-bytes";
import { overBudget, PAGE_KINDS } from "../../scripts/lib/js-budget";

test("every page kind's first load stays within its JavaScript budget", () => {
  test.skip(test.info().project.name !== "js", "reads the build only; once is enough");
  const rows = buildPageBytes("build");
  expect(rows.map((r) => r.kind)).toEqual(PAGE_KINDS.map((k) => k.kind));
  expect(overBudget(rows)).toEqual([]);
});
