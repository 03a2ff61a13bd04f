import { Form } from "@remix-run/react";
import { useTranslation } from "~/components/I18n";

export type TeamMember = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: "owner" | "member";
};
export type OpenInvitation = { id: number; email: string; expires: string; expiresIso: string };

/**
 * The brand's team: every member sees who belongs to it; the owner also sees open invitations and has a
 * button beside each member (never beside an owner) and each invitation. Each button is its own small form.
 */
export function BrandAdminMembers({
  members,
  invitations,
  isOwner,
}: {
  members: TeamMember[];
  invitations: OpenInvitation[];
  isOwner: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <section className="section" aria-labelledby="members-title">
        <h2 id="members-title">{t("brandAdmin.membersTitle", { count: members.length })}</h2>
        <ul className="brand-admin__team">
          {members.map((m) => {
            const name = `${m.firstName} ${m.lastName}`.trim();
            return (
              <li key={m.id}>
                <div>
                  <strong>{name}</strong>
                  <span className="muted">
                    {m.email} · {m.role === "owner" ? t("brandAdmin.owner") : t("brandAdmin.member")}
                  </span>
                </div>
                {isOwner && m.role === "member" ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="userId" value={m.id} />
                    <button type="submit" className="button--quiet button--small">
                      {t("brandAdmin.removeMember")}
                      <span className="visually-hidden"> ({name})</span>
                    </button>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
      {isOwner ? (
        <section className="section" aria-labelledby="invitations-title">
          <h2 id="invitations-title">{t("brandAdmin.invitationsTitle")}</h2>
          {invitations.length === 0 ? (
            <p className="empty-state">{t("brandAdmin.noInvitations")}</p>
          ) : (
            <ul className="brand-admin__team">
              {invitations.map((i) => (
                <li key={i.id}>
                  <div>
                    <strong>{i.email}</strong>
                    <span className="muted">
                      {t("brandAdmin.invitationExpires")} <time dateTime={i.expiresIso}>{i.expires}</time>
                    </span>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="withdraw" />
                    <input type="hidden" name="invitationId" value={i.id} />
                    <button type="submit" className="button--quiet button--small">
                      {t("brandAdmin.withdraw")}
                      <span className="visually-hidden"> ({i.email})</span>
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </>
  );
}
