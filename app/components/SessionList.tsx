import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "~/components/I18n";
import { useForm } from "~/hooks/use-form";
import { useLocale } from "~/hooks/use-root-data";
import { localePath } from "~/lib/locale";
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
  const locale = useLocale();
  // Only form-level messages come back here (a session that is gone); the summary shows and focuses them.
  const [form] = useForm({ id: "sessions", lastResult: result });
  const others = sessions.filter((s) => !s.current);
  return (
    <section className="panel" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t("account.sessionsTitle")}</h2>
      <p className="muted">{t("account.sessionsIntro")}</p>
      <ErrorSummary form={form} result={result} />
      <ul className="session-list">
        {sessions.map((s) => {
          const deviceId = `session-${s.id}-device`;
          return (
            <li key={s.id} className="session-list__item">
              <p id={deviceId} className="session-list__device">
                <strong>{deviceLabel(t, s.device)}</strong>
                {s.current ? ` (${t("account.thisDevice")})` : null}
              </p>
              <dl className="session-list__facts">
                <dt>{t("account.sessionStarted")}</dt>
                <dd>
                  <time dateTime={s.startedIso}>{s.started}</time>
                </dd>
                <dt>{t("account.sessionLastUsed")}</dt>
                <dd>
                  <time dateTime={s.lastUsedIso}>{s.lastUsed}</time>
                </dd>
              </dl>
              {s.current ? (
                // This device's session ends by logging out.
                <Form
                  method="post"
                  action={localePath(locale, "/user/logout")}
                  className="session-list__action"
                >
                  <button type="submit" className="button--secondary button--small">
                    {t("account.logout")}
                  </button>
                </Form>
              ) : (
                <Form method="post" className="session-list__action">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="sessionId" value={s.id} />
                  <button type="submit" className="button--quiet button--small" aria-describedby={deviceId}>
                    {t("account.endSession")}
                  </button>
                </Form>
              )}
            </li>
          );
        })}
      </ul>
      {others.length === 0 ? (
        <p className="muted">{t("account.noOtherSessions")}</p>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="end-others" />
          <button type="submit" className="button--secondary">
            {t("account.endOtherSessions")}
          </button>
        </Form>
      )}
    </section>
  );
}
