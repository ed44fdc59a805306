import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { primaryButton } from "../../components/ui/button";
import { LoadingNotice, PageNotice } from "../../components/ui/page-notice";
import { paths } from "../../config/paths";
import { Link, useLocalNavigate } from "../../i18n/link";
import { useT } from "../../i18n/use-t";
import { pageTitle, useDocumentMeta } from "../../lib/document-meta";
import { useNoReferrer } from "../../lib/use-no-referrer";
import { queryErrorMessage } from "../../state/api";
import { useConfirmClaimMutation } from "./claims-api";

/**
 * /my-orders/claim?token=…: the mailed link that adds the orders placed as a guest with the
 * account's e-mail (ADR 1909). Signed in (the route is guarded): the token goes to the server once;
 * on success My orders opens with the news, and the address with the token leaves the history.
 */
export default function ClaimPage() {
  const t = useT();
  useDocumentMeta({ title: pageTitle(t("orders.claim.title")) });
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useLocalNavigate();
  const failed = t("orders.claim.failed");
  const [error, setError] = useState<string | null>(null);
  const sent = useRef(false);
  const [confirm] = useConfirmClaimMutation();
  useNoReferrer(true);

  // A one-time token: sent once, even when React runs effects twice in development.
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm(token)
      .unwrap()
      .then((res) => navigate(paths.myOrders, { replace: true, state: { claimed: res.message } }))
      .catch((err: unknown) => setError(queryErrorMessage(err, failed)));
  }, [token, navigate, confirm, failed]);

  if (!error) return <LoadingNotice text={t("orders.claim.adding")} />;
  return (
    <PageNotice>
      <h1 className="text-4xl text-ink">{t("orders.claim.notAdded")}</h1>
      <p role="alert" className="mt-3 max-w-md text-sm text-danger">
        {error}
      </p>
      <Link to={paths.myOrders} replace className={`${primaryButton} mt-8`}>
        {t("orders.myOrders")}
      </Link>
    </PageNotice>
  );
}
