import { Download } from "lucide-react";
import { useState } from "react";
import { btnSecondary } from "../../components/ui/button";
import { api, errorMessage } from "../../lib/api-client";
import { toast } from "../../lib/toast";

/** Downloads an admin CSV export (api.download) and says how it went. */
export function ExportCsvButton({ path, fileName }: { path: string; fileName: string }) {
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const name = await api.download(path, fileName);
      toast.success(`Exported ${name}`);
    } catch (err) {
      toast.error(errorMessage(err, "Export failed"));
    } finally {
      setExporting(false);
    }
  };
  return (
    <button type="button" className={btnSecondary} onClick={() => void exportCsv()} disabled={exporting}>
      <Download className="size-4" aria-hidden="true" />
      {exporting ? "Exporting…" : "Export CSV"}
    </button>
  );
}
