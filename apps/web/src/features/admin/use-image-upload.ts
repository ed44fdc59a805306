import { useCallback, useState } from "react";
import { ApiError, api } from "../../lib/api-client";
import { toast } from "../../lib/toast";

/* SPEC §8 toasts of the product editor, exactly. */
export const UPLOAD_OK = "Image uploaded successfully";
export const UPLOAD_BAD_RESPONSE = "Upload failed: Invalid server response";
export const UPLOAD_NO_RESPONSE = "Upload failed: No response from server";
export const UPLOAD_NOT_IMAGE = "Upload failed: Only image files can be uploaded";

/** The toast text for a failed upload: the server's message, else "Server error". */
export function uploadErrorText(err: unknown): string {
  if (err instanceof ApiError) {
    if (err.status === 0) return UPLOAD_NO_RESPONSE;
    return `Upload failed: ${err.serverMessage ?? "Server error"}`;
  }
  return "Upload failed: Server error";
}

/**
 * POST /api/upload with a progress fraction (0..1) for the progress bar. Resolves to the stored
 * image address, or null after telling the admin what went wrong. Only image files are sent.
 */
export function useImageUpload() {
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(async (file: File): Promise<string | null> => {
    if (!file.type.startsWith("image/")) {
      toast.error(UPLOAD_NOT_IMAGE);
      return null;
    }
    setProgress(0);
    try {
      const res = await api.upload<{ imageUrl?: unknown }>("/api/upload", file, setProgress);
      if (!res || typeof res.imageUrl !== "string" || res.imageUrl === "") {
        toast.error(UPLOAD_BAD_RESPONSE);
        return null;
      }
      toast.success(UPLOAD_OK);
      return res.imageUrl;
    } catch (err) {
      toast.error(uploadErrorText(err));
      return null;
    } finally {
      setProgress(null);
    }
  }, []);

  return { upload, progress, uploading: progress !== null };
}
