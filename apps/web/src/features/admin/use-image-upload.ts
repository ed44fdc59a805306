import { useCallback, useState } from "react";
import { type Translate, useT } from "../../i18n/use-t";
import { ApiError, api } from "../../lib/api-client";
import { toast } from "../../lib/toast";

/** The toast text for a failed upload (SPEC §8, exactly): the server's message, else "Server error". */
export function uploadErrorText(err: unknown, t: Translate): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return t("admin.upload.noResponse");
    return t("admin.upload.failed", { message: err.serverMessage ?? t("admin.upload.serverError") });
  }
  return t("admin.upload.failed", { message: t("admin.upload.serverError") });
}

/**
 * POST /api/upload with a progress fraction (0..1) for the progress bar. Resolves to the stored
 * image address, or null after telling the admin what went wrong (SPEC §8's toasts). Only image
 * files are sent.
 */
export function useImageUpload() {
  const t = useT();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async (file: File): Promise<string | null> => {
      if (!file.type.startsWith("image/")) {
        toast.error(t("admin.upload.notImage"));
        return null;
      }
      setProgress(0);
      try {
        const res = await api.upload<{ imageUrl?: unknown }>("/api/upload", file, setProgress);
        if (!res || typeof res.imageUrl !== "string" || res.imageUrl === "") {
          toast.error(t("admin.upload.badResponse"));
          return null;
        }
        toast.success(t("admin.upload.done"));
        return res.imageUrl;
      } catch (err) {
        toast.error(uploadErrorText(err, t));
        return null;
      } finally {
        setProgress(null);
      }
    },
    [t],
  );

  return { upload, progress, uploading: progress !== null };
}
