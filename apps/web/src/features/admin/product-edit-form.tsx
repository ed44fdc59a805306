import type { AdminProduct, Product } from "@avlu/contract/catalog";
import { BRANDS, CATEGORIES, DOORS, type Door, SIZES } from "@avlu/contract/catalog-constants";
import { type ProductEditForm, productEditFormSchema, syncVariants } from "@avlu/contract/product-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { type Path, type PathValue, useForm } from "react-hook-form";
import { Link } from "react-router";
import { btnPrimary, btnSecondary } from "../../components/ui/button";
import { FormField, inputClass } from "../../components/ui/field";
import { paths } from "../../config/paths";
import { toast } from "../../lib/toast";
import { queryErrorMessage, useUpdateProductMutation } from "../../state/api";
import {
  COLORS_LIST_ID,
  ColorSuggestions,
  errorText,
  FieldsetError,
  formControls,
  RequiredLegend,
  Section,
} from "./product-form-controls";
import { ImagesEditor } from "./product-form-images";
import { productToEditForm } from "./product-form-model";
import { FeaturesEditor, type FeatureWords, ListEditor } from "./product-form-parts";
import { VariantGrid } from "./variant-grid";

/* SPEC §8 toasts, exactly. */
export const UPDATED = "Product updated successfully";
export const UPDATE_FAILED = "Failed to update product";

/**
 * The Turkish features' words: Turkish field names, so no label of the default fields is part of
 * theirs (ADR 2001). Empty Turkish fields: the Turkish pages show the default ones.
 */
const TURKISH_FEATURE_WORDS: FeatureWords = {
  legend: "Özellikler (Turkish)",
  name: (n) => `Özellik ${n} adı`,
  value: (n) => `Özellik ${n} değeri`,
  remove: (n) => `Özellik ${n} sil`,
  add: "Özellik ekle (Turkish)",
  namePlaceholder: "Ad, ör. Malzeme",
  valuePlaceholder: "Değer, ör. Toz boyalı çelik",
};

/** The edit product form (SPEC §5, §8): the contract's edit-form schema checks it and makes the PUT body. */
export function EditProduct({ product }: { product: Product | AdminProduct }) {
  const [updateProduct] = useUpdateProductMutation();
  const form = useForm({
    defaultValues: productToEditForm(product),
    resolver: zodResolver(productEditFormSchema),
    reValidateMode: "onSubmit",
  });
  const { register, setValue, watch, handleSubmit, reset, formState } = form;
  const values = watch();
  const errors = formState.errors;
  const { text, description, select } = formControls("edit", form);
  const textArea = (key: "trDescription", label: string, rows: number) => (
    <FormField label={label} htmlFor={`edit-${key}`} hint="Empty: Turkish pages show the default description">
      <textarea id={`edit-${key}`} rows={rows} className={inputClass} {...register(key)} />
    </FormField>
  );
  /** A list control (edited as a whole) bound to the form. */
  const set = <K extends Path<ProductEditForm>>(key: K) => ({
    onChange: (v: PathValue<ProductEditForm, K>) => setValue(key, v, { shouldDirty: true }),
  });

  const submit = handleSubmit(
    async (body) => {
      const result = await updateProduct({ id: product._id, data: body });
      if (result.data) {
        toast.success(UPDATED);
        reset(productToEditForm(result.data));
      } else {
        const message = queryErrorMessage(result.error, UPDATE_FAILED);
        const detail = message !== UPDATE_FAILED ? message : undefined;
        toast.error(UPDATE_FAILED, detail ? { description: detail } : undefined);
      }
    },
    () => toast.error(UPDATE_FAILED, { description: "Please correct the marked fields." }),
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
      <Section title="Product">
        <div className="grid gap-4 md:grid-cols-2">
          {text("name", "Name", { required: true })}
          {text("sku", "SKU", { required: true })}
          {/* The default description beside its Turkish version (ADR 2001). */}
          <div className="grid gap-4 md:col-span-2 md:grid-cols-2">
            {description(5)}
            {textArea("trDescription", "Açıklama (Turkish)", 5)}
          </div>
          {text("price", "Price ($)", {
            required: true,
            placeholder: "1299.90",
            hint: "Of one piece; a packing of several pieces costs that many unless its variant has a price",
          })}
          {select("brand", "Brand", BRANDS)}
          {text("collection", "Collection")}
          {text("ref", "Reference", { hint: "Shown as “Ref:” on the product page; the SKU when empty" })}
          {text("design", "Design", { hint: "Designer, shown as “Design:”" })}
        </div>
      </Section>

      <Section title="Placement">
        <div className="grid gap-6 md:grid-cols-3">
          <fieldset>
            <RequiredLegend>Door</RequiredLegend>
            <div className="space-y-2">
              {DOORS.map((d) => (
                <label key={d} className="flex items-center gap-2 text-sm capitalize">
                  <input
                    type="checkbox"
                    checked={values.door.includes(d)}
                    onChange={() => toggleDoor(d)}
                    className="accent-forest"
                  />
                  {d}
                </label>
              ))}
            </div>
            <FieldsetError className="mt-1" message={errorText(errors, "door")} />
          </fieldset>
          <ListEditor
            label="Categories"
            values={values.categories}
            options={CATEGORIES}
            addLabel="Add category"
            error={errorText(errors, "categories")}
            {...set("categories")}
          />
          <ListEditor label="Sizes" values={values.sizes} options={SIZES} addLabel="Add size" {...set("sizes")} />
        </div>
        <div className="mt-6 flex flex-wrap gap-6 border-t border-stone/60 pt-4">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register("isPublished")} className="accent-forest" />
            Published in the shop
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register("isFeatured")} className="accent-forest" />
            Featured
          </label>
        </div>
      </Section>

      <Section
        title="Colours and pictures"
        description="The first picture is the main one, the second shows on hover, the last is the technical drawing. Give each picture the colour it shows."
      >
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[240px_minmax(0,1fr)]">
          <ListEditor
            label="Colours"
            values={values.colors}
            addLabel="Add colour"
            placeholder="Cactus"
            swatches
            listId={COLORS_LIST_ID}
            {...set("colors")}
          />
          <div>
            <p className="mb-1.5 block text-xs font-medium uppercase tracking-wider text-muted">Pictures</p>
            <ImagesEditor images={values.images} colors={values.colors} {...set("images")} />
          </div>
        </div>
      </Section>

      <Section
        title="Variants"
        description="Every colour × packing is sold as its own article with its SKU and stock. Stock you change is applied to what is left now, so orders placed while you edit are never sold twice."
      >
        <VariantGrid
          rows={syncVariants(values)}
          unitPrice={values.price}
          images={values.images}
          error={errorText(errors, "variants")}
          {...set("variants")}
        />
      </Section>

      <Section
        title="Details"
        description="Packing options, the technical sheet and the features grid of the product page."
      >
        <div className="grid gap-6 md:grid-cols-2">
          <ListEditor
            label="Packings"
            values={values.packings}
            addLabel="Add packing"
            placeholder="1"
            {...set("packings")}
          />
          <div />
          <ListEditor
            label="Technical sheet"
            values={values.technicalSheet}
            addLabel="Add line"
            placeholder="Powder-coated steel frame"
            multiline
            {...set("technicalSheet")}
          />
          <ListEditor
            label="Teknik özellikler (Turkish)"
            values={values.trTechnicalSheet}
            addLabel="Satır ekle (Turkish)"
            placeholder="Toz boyalı çelik gövde"
            multiline
            {...set("trTechnicalSheet")}
          />
          <FeaturesEditor values={values.features} error={errorText(errors, "features")} {...set("features")} />
          <FeaturesEditor
            words={TURKISH_FEATURE_WORDS}
            values={values.trFeatures}
            error={errorText(errors, "trFeatures")}
            {...set("trFeatures")}
          />
        </div>
      </Section>

      <Section title="Search engines and accessibility">
        <div className="grid gap-4 md:grid-cols-2">
          {text("metaTitle", "Meta title")}
          {text("trMetaTitle", "Meta başlık (Turkish)")}
          {text("metaDescription", "Meta description")}
          {text("trMetaDescription", "Meta açıklama (Turkish)")}
          <div className="md:col-span-2">{text("metaKeywords", "Meta keywords", { hint: "Separate with commas" })}</div>
          <div className="md:col-span-2">
            {text("altText", "Alt text", { hint: "Describes the main picture for screen readers" })}
          </div>
        </div>
      </Section>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-2 border-t border-stone/60 bg-paper/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        <p className="text-xs text-muted">Blank entries are left out when you save.</p>
        <div className="flex gap-2">
          <Link to={paths.adminProducts} className={btnSecondary}>
            Back to list
          </Link>
          <button type="submit" className={btnPrimary} disabled={formState.isSubmitting}>
            {formState.isSubmitting ? "Saving…" : "Save changes"}
          </button>
        </div>
      </div>
    </form>
  );
}
