import { type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { deviceParts } from "~/lib/user-agent";
import { ErrorSummary } from "./ErrorSummary";

export type SessionItem = {
  id: number;
  /** the stored device hint ("Firefox on Linux"), said in the page's language here */
  device: string;
  started: string;
  startedIso: string;
  lastUsed: string;
  lastUsedIso: string;
  current: boolean;
};

function deviceLabel(t: TFunction, hint: string): string {
  const parts = deviceParts(hint);
  if (parts.kind === "pair") return t("account.deviceOn", { browser: parts.browser, system: parts.system });
  if (parts.kind === "name") return parts.name;
  return t("account.unknownDevice");
}

/**
 * The account page's list of the member's sessions: device, login and last use, this device marked; every
 * other session has its own button to end it, and one button ends them all. Each button is a small form,
 * so all of it works without JavaScript.
 */
export function SessionList({
  sessions,
  result,
}: {
  sessions: SessionItem[];
  /** the action's answer to one of these forms, if it was refused */
  result?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  // Only form-level messages come back here (a session that is gone); the summary shows and focuses them.
  const [form] = useForm({ id: "sessions", lastResult: result });
  const others = sessions.filter((s) => !s.current);
  return (
    <section className="section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t("account.sessionsTitle")}</h2>
      <p>{t("account.sessionsIntro")}</p>
      <ErrorSummary form={form} result={result} />
      <ul className="ingredient-list">
        {sessions.map((s) => {
          const deviceId = `session-${s.id}-device`;
          return (
            <li key={s.id}>
              <p id={deviceId}>
                <strong>{deviceLabel(t, s.device)}</strong>
                {s.current ? ` (${t("account.thisDevice")})` : null}
              </p>
              <dl className="recipe-facts">
                <dt>{t("account.sessionStarted")}</dt>
                <dd>
                  <time dateTime={s.startedIso}>{s.started}</time>
                </dd>
                <dt>{t("account.sessionLastUsed")}</dt>
                <dd>
                  <time dateTime={s.lastUsedIso}>{s.lastUsed}</time>
                </dd>
              </dl>
              {s.current ? null : (
                <Form method="post" className="form">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="sessionId" value={s.id} />
                  <p>
                    <button type="submit" className="button--secondary" aria-describedby={deviceId}>
                      {t("account.endSession")}
                    </button>
                  </p>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
      {others.length === 0 ? (
        <p className="empty-state">{t("account.noOtherSessions")}</p>
      ) : (
        <Form method="post" className="form">
          <input type="hidden" name="intent" value="end-others" />
          <p>
            <button type="submit">{t("account.endOtherSessions")}</button>
          </p>
        </Form>
      )}
    </section>
  );
}
