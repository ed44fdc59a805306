import { FileDown } from "lucide-react";
import { useState } from "react";
import { secondaryButton } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { api, errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";

/**
 * Downloads the order's PDF (ADR 1905): a proforma invoice while unpaid, the order summary once
 * paid. Signed in: the bearer token; a guest's private link: its key.
 */
export function OrderPdfButton({
  orderId,
  reference,
  isPaid,
  guestKey,
}: {
  orderId: string;
  reference: string;
  isPaid: boolean;
  guestKey?: string | undefined;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const path = guestKey
        ? `/api/guest-orders/${encodeURIComponent(orderId)}/pdf?key=${encodeURIComponent(guestKey)}`
        : `/api/orders/${encodeURIComponent(orderId)}/pdf`;
      await api.download(path, `${reference}.pdf`);
    } catch (err) {
      toast.error(errorMessage(err, t("orders.pdf.failed")));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" onClick={download} disabled={busy} aria-busy={busy} className={secondaryButton}>
      <FileDown size={15} strokeWidth={1.75} aria-hidden="true" />
      {isPaid ? t("orders.pdf.summary") : t("orders.pdf.proforma")}
    </button>
  );
}
