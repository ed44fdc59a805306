import type { AdminProduct, Product } from "@avlu/contract/catalog";
import { BRANDS, CATEGORIES, DOORS, type Door, SIZES } from "@avlu/contract/catalog-constants";
import { type ProductEditForm, productEditFormSchema, syncVariants } from "@avlu/contract/product-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { ComponentProps } from "react";
import { type Path, type PathValue, useForm } from "react-hook-form";
import { Link } from "react-router";
import { btnPrimary, btnSecondary } from "../../components/ui/button";
import { FormField, inputClass } from "../../components/ui/field";
import { paths } from "../../config/paths";
import type { MessageKey } from "../../i18n/i18n";
import { useT } from "../../i18n/use-t";
import { toast } from "../../lib/toast";
import { queryErrorMessage, useUpdateProductMutation } from "../../state/api";
import { FormFooter } from "./form-footer";
import { COLORS_LIST_ID, ColorSuggestions, DoorFieldset, formControls, Section } from "./product-form-controls";
import { ImagesEditor } from "./product-form-images";
import { productToEditForm } from "./product-form-model";
import { FeaturesEditor, type FeatureWords, ListEditor } from "./product-form-parts";
import { VariantGrid } from "./variant-grid";

/**
 * The Turkish features' words: Turkish field names, so no label of the default fields is part of
 * theirs (ADR 2001). Empty Turkish fields: the Turkish pages show the default ones.
 */
const TURKISH_FEATURE_WORDS: FeatureWords = {
  legend: "admin.features.tr.legend",
  name: "admin.features.tr.name",
  value: "admin.features.tr.value",
  remove: "admin.features.tr.remove",
  add: "admin.features.tr.add",
  namePlaceholder: "admin.features.tr.namePlaceholder",
  valuePlaceholder: "admin.features.tr.valuePlaceholder",
};

/** The edit product form (SPEC §5, §8): the contract's edit-form schema checks it and makes the PUT body. */
export function EditProduct({ product }: { product: Product | AdminProduct }) {
  const t = useT();
  const [updateProduct] = useUpdateProductMutation();
  const form = useForm({
    defaultValues: productToEditForm(product),
    resolver: zodResolver(productEditFormSchema),
    reValidateMode: "onSubmit",
  });
  const { register, setValue, watch, handleSubmit, reset, formState } = form;
  const values = watch();
  const { error, text, description, select } = formControls("edit", form, t);
  const textArea = (key: "trDescription", label: string, rows: number) => (
    <FormField label={label} htmlFor={`edit-${key}`} hint={t("admin.editForm.trDescriptionHint")}>
      <textarea id={`edit-${key}`} rows={rows} className={inputClass} {...register(key)} />
    </FormField>
  );
  /** A list control (edited as a whole) bound to the form. */
  const set = <K extends Path<ProductEditForm>>(key: K) => ({
    onChange: (v: PathValue<ProductEditForm, K>) => setValue(key, v, { shouldDirty: true }),
  });
  /** A `ListEditor` of one of the form's lists of texts, bound to it like `set`. */
  const list = (
    key: "categories" | "sizes" | "colors" | "packings" | "technicalSheet" | "trTechnicalSheet",
    label: MessageKey,
    addLabel: MessageKey,
    more: Omit<ComponentProps<typeof ListEditor>, "label" | "values" | "addLabel" | "onChange">,
  ) => <ListEditor label={t(label)} values={values[key]} addLabel={t(addLabel)} {...more} {...set(key)} />;

  const submit = handleSubmit(
    async (body) => {
      const result = await updateProduct({ id: product._id, data: body });
      if (result.data) {
        toast.success(t("admin.editForm.updated"));
        reset(productToEditForm(result.data));
      } else {
        const failed = t("admin.editForm.updateFailed");
        const message = queryErrorMessage(result.error, failed);
        const detail = message !== failed ? message : undefined;
        toast.error(failed, detail ? { description: detail } : undefined);
      }
    },
    () => toast.error(t("admin.editForm.updateFailed"), { description: t("admin.editForm.invalid") }),
  );

  const toggleDoor = (d: Door) =>
    setValue(
      "door",
      values.door.includes(d)
        ? values.door.filter((x) => x !== d)
        : DOORS.filter((x) => x === d || values.door.includes(x)),
      { shouldDirty: true },
    );

  return (
    <form onSubmit={submit} noValidate>
      <ColorSuggestions />
      <Section title={t("admin.editForm.product")}>
        <div className="grid gap-4 md:grid-cols-2">
          {text("name", t("admin.productForm.name"), { required: true })}
          {text("sku", t("admin.productForm.sku"), { required: true })}
          {/* The default description beside its Turkish version (ADR 2001). */}
          <div className="grid gap-4 md:col-span-2 md:grid-cols-2">
            {description(5)}
            {textArea("trDescription", t("admin.editForm.trDescription"), 5)}
          </div>
          {text("price", t("admin.productForm.price"), {
            required: true,
            placeholder: "1299.90",
            hint: t("admin.editForm.priceHint"),
          })}
          {select("brand", t("admin.productForm.brand"), BRANDS)}
          {text("collection", t("admin.productForm.collection"))}
          {text("ref", t("admin.editForm.reference"), { hint: t("admin.editForm.referenceHint") })}
          {text("design", t("admin.editForm.design"), { hint: t("admin.editForm.designHint") })}
        </div>
      </Section>

      <Section title={t("admin.editForm.placement")}>
        <div className="grid gap-6 md:grid-cols-3">
          <DoorFieldset
            layout="space-y-2"
            error={error("door")}
            errorClassName="mt-1"
            input={(d) => ({ type: "checkbox", checked: values.door.includes(d), onChange: () => toggleDoor(d) })}
          />
          {list("categories", "admin.editForm.categories", "admin.editForm.addCategory", {
            options: CATEGORIES,
            error: error("categories"),
          })}
          {list("sizes", "admin.editForm.sizes", "admin.editForm.addSize", { options: SIZES })}
        </div>
        <div className="mt-6 flex flex-wrap gap-6 border-t border-stone/60 pt-4">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register("isPublished")} className="accent-forest" />
            {t("admin.editForm.published")}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register("isFeatured")} className="accent-forest" />
            {t("admin.editForm.featured")}
          </label>
        </div>
      </Section>

      <Section title={t("admin.editForm.colours")} description={t("admin.editForm.coloursNote")}>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[240px_minmax(0,1fr)]">
          {list("colors", "admin.editForm.colourList", "admin.editForm.addColour", {
            placeholder: t("admin.editForm.colourPlaceholder"),
            swatches: true,
            listId: COLORS_LIST_ID,
          })}
          <div>
            <p className="mb-1.5 block text-xs font-medium uppercase tracking-wider text-muted">
              {t("admin.editForm.pictures")}
            </p>
            <ImagesEditor images={values.images} colors={values.colors} {...set("images")} />
          </div>
        </div>
      </Section>

      <Section title={t("admin.editForm.variants")} description={t("admin.editForm.variantsNote")}>
        <VariantGrid
          rows={syncVariants(values)}
          unitPrice={values.price}
          images={values.images}
          error={error("variants")}
          {...set("variants")}
        />
      </Section>

      <Section title={t("admin.editForm.details")} description={t("admin.editForm.detailsNote")}>
        <div className="grid gap-6 md:grid-cols-2">
          {list("packings", "admin.editForm.packings", "admin.editForm.addPacking", { placeholder: "1" })}
          <div />
          {list("technicalSheet", "admin.editForm.sheet", "admin.editForm.addLine", {
            placeholder: t("admin.editForm.sheetPlaceholder"),
            multiline: true,
          })}
          {list("trTechnicalSheet", "admin.editForm.trSheet", "admin.editForm.trAddLine", {
            placeholder: t("admin.editForm.trSheetPlaceholder"),
            multiline: true,
          })}
          <FeaturesEditor values={values.features} error={error("features")} {...set("features")} />
          <FeaturesEditor
            words={TURKISH_FEATURE_WORDS}
            values={values.trFeatures}
            error={error("trFeatures")}
            {...set("trFeatures")}
          />
        </div>
      </Section>

      <Section title={t("admin.editForm.seo")}>
        <div className="grid gap-4 md:grid-cols-2">
          {text("metaTitle", t("admin.productForm.metaTitle"))}
          {text("trMetaTitle", t("admin.editForm.trMetaTitle"))}
          {text("metaDescription", t("admin.productForm.metaDescription"))}
          {text("trMetaDescription", t("admin.editForm.trMetaDescription"))}
          <div className="md:col-span-2">
            {text("metaKeywords", t("admin.productForm.metaKeywords"), { hint: t("admin.productForm.commaSeparated") })}
          </div>
          <div className="md:col-span-2">
            {text("altText", t("admin.editForm.altText"), { hint: t("admin.editForm.altTextHint") })}
          </div>
        </div>
      </Section>

      <FormFooter className="flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted">{t("admin.editForm.blankEntries")}</p>
        <div className="flex gap-2">
          <Link to={paths.adminProducts} className={btnSecondary}>
            {t("admin.editForm.backToList")}
          </Link>
          <button type="submit" className={btnPrimary} disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t("admin.common.saving") : t("admin.editForm.save")}
          </button>
        </div>
      </FormFooter>
    </form>
  );
}
