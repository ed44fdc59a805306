import { ArrowDown, ArrowUp, ImagePlus, Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { btnGhost, btnSecondary, iconBtn } from "../../components/ui/button";
import { control, inputClass, selectClass } from "../../components/ui/field";
import { Options } from "../../components/ui/options";
import { ProductImage } from "../../components/ui/product-image";
import { useT } from "../../i18n/use-t";
import { patchAt } from "../../lib/patch-at";
import { addImage, type ImageEntry, imageRole, moveItem, removeAt } from "./product-form-model";
import { useImageUpload } from "./use-image-upload";

/** A progress bar for an upload in flight. */
export function UploadProgress({ value }: { value: number }) {
  const t = useT();
  const pct = Math.round(value * 100);
  return (
    <div className="flex items-center gap-3" data-testid="upload-progress">
      <div
        role="progressbar"
        aria-label={t("admin.images.progress")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-1.5 w-40 overflow-hidden rounded-full bg-sand"
      >
        <div className="h-full rounded-full bg-forest transition-[width]" style={{ width: `${pct}%` }} />
      </div>
      <span className="text-xs text-muted tabular-nums">{pct}%</span>
    </div>
  );
}

/** A file picker button limited to images. */
export function ImagePicker({
  label,
  disabled,
  onFile,
  testId,
}: {
  label: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <>
      <label
        htmlFor={id}
        className={`${btnSecondary} ${disabled ? "pointer-events-none opacity-50" : "cursor-pointer"}`}
        aria-disabled={disabled}
      >
        <ImagePlus className="size-4" aria-hidden="true" />
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={disabled}
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) onFile(file);
        }}
      />
    </>
  );
}

/**
 * The product's pictures in order (first main, second hover, last technical drawing), each
 * assigned to one of the product's colours or to none. Upload with progress and preview,
 * reorder, reassign, remove.
 */
export function ImagesEditor({
  images,
  colors,
  onChange,
}: {
  images: ImageEntry[];
  colors: string[];
  onChange: (images: ImageEntry[]) => void;
}) {
  const t = useT();
  const { upload, progress } = useImageUpload();
  const named = colors.map((c) => c.trim()).filter(Boolean);
  const [uploadColor, setUploadColor] = useState("");
  const set = (i: number, patch: Partial<ImageEntry>) => onChange(patchAt(images, i, patch));
  const count = images.filter((i) => i.url.trim()).length;

  const onFile = async (file: File) => {
    const url = await upload(file);
    if (url) onChange(addImage(images, { url, color: uploadColor }));
  };

  return (
    <div>
      <ul className="space-y-3" data-testid="image-list">
        {images.map((img, i) => {
          const role = img.url.trim() ? imageRole(i, count, t) : null;
          const n = i + 1;
          return (
            <li
              key={i}
              className="flex flex-col gap-3 rounded-xl border border-stone/60 p-3 sm:flex-row sm:items-center"
            >
              <ProductImage
                loading="eager"
                src={img.url.trim()}
                sizes="80px"
                alt={
                  img.url.trim()
                    ? img.color
                      ? t("admin.images.altColour", { n, color: img.color })
                      : t("admin.images.alt", { n })
                    : t("admin.images.none")
                }
                width={80}
                height={80}
                className="size-20 shrink-0 rounded-lg border border-stone/60 bg-sand object-contain"
              />
              <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-[1fr_180px]">
                <input
                  aria-label={t("admin.images.address", { n })}
                  className={`${inputClass} font-mono text-xs`}
                  placeholder={t("admin.images.addressPlaceholder")}
                  value={img.url}
                  onChange={(e) => set(i, { url: e.target.value })}
                />
                <select
                  aria-label={t("admin.images.colour", { n })}
                  className={selectClass}
                  value={img.color}
                  onChange={(e) => set(i, { color: e.target.value })}
                >
                  <Options values={named} empty={t("admin.images.noColourDrawing")} current={img.color ?? ""} />
                </select>
                {role ? <p className="text-xs text-brass sm:col-span-2">{role}</p> : null}
              </div>
              <div className="flex shrink-0 items-center gap-1 self-end sm:self-center">
                <button
                  type="button"
                  className={iconBtn}
                  aria-label={t("admin.images.up", { n })}
                  disabled={i === 0}
                  onClick={() => onChange(moveItem(images, i, i - 1))}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={iconBtn}
                  aria-label={t("admin.images.down", { n })}
                  disabled={i === images.length - 1}
                  onClick={() => onChange(moveItem(images, i, i + 1))}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={`${iconBtn} hover:text-danger`}
                  aria-label={t("admin.images.remove", { n })}
                  disabled={images.length <= 1}
                  onClick={() => onChange(removeAt(images, i))}
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm text-muted">
          {t("admin.images.forColour")}
          <select
            className={`${control} w-44 py-1.5`}
            value={uploadColor}
            onChange={(e) => setUploadColor(e.target.value)}
            aria-label={t("admin.images.nextColour")}
          >
            <Options values={named} empty={t("admin.images.noColour")} />
          </select>
        </label>
        <ImagePicker
          label={t("admin.images.upload")}
          disabled={progress !== null}
          onFile={(f) => void onFile(f)}
          testId="image-upload-input"
        />
        <button
          type="button"
          className={`${btnGhost} text-forest`}
          onClick={() => onChange([...images, { url: "", color: "" }])}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t("admin.images.addByAddress")}
        </button>
        {progress !== null ? <UploadProgress value={progress} /> : null}
      </div>
    </div>
  );
}
