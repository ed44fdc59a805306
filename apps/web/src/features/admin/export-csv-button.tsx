import { Download } from "lucide-react";
import { useState } from "react";
import { btnSecondary } from "../../components/ui/button";
import { useT } from "../../i18n/use-t";
import { api, errorMessage } from "../../lib/api-client";
import { toast } from "../../lib/toast";

/** Downloads an admin CSV export (api.download) and says how it went. */
export function ExportCsvButton({ path, fileName }: { path: string; fileName: string }) {
  const t = useT();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const name = await api.download(path, fileName);
      toast.success(t("admin.export.done", { name }));
    } catch (err) {
      toast.error(errorMessage(err, t("admin.export.failed")));
    } finally {
      setExporting(false);
    }
  };
  return (
    <button type="button" className={btnSecondary} onClick={() => void exportCsv()} disabled={exporting}>
      <Download className="size-4" aria-hidden="true" />
      {exporting ? t("admin.export.exporting") : t("admin.export.button")}
    </button>
  );
}
