import type { Product } from "@avlu/contract/catalog";
import {
  BASIC_COLORS,
  BRANDS,
  CATEGORIES,
  COLOR_PALETTE,
  DOORS,
  type Door,
  SIZES,
} from "@avlu/contract/catalog-constants";
import { ArrowLeft, ExternalLink } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useAppDispatch } from "../../app/hooks";
import { btnPrimary, btnSecondary } from "../../components/ui/button";
import { AlertBanner, Card, PageHeader } from "../../components/ui/card";
import { FormField, inputClass, selectClass } from "../../components/ui/field";
import { Options } from "../../components/ui/options";
import { ProductImage } from "../../components/ui/product-image";
import { Loading } from "../../components/ui/table";
import { paths, to } from "../../config/paths";
import { api, errorMessage } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { api as apiCache, queryErrorMessage } from "../../state/api";
import { CREATE_PRODUCT_FAILED, createProduct } from "./admin-slice";
import { ImagePicker, ImagesEditor, UploadProgress } from "./product-form-images";
import {
  type AddForm,
  addFormToPayload,
  type EditForm,
  EMPTY_ADD_FORM,
  type Errors,
  editFormToPayload,
  productToEditForm,
  syncVariants,
  validateAddForm,
  validateEditForm,
} from "./product-form-model";
import { FeaturesEditor, ListEditor } from "./product-form-parts";
import { useImageUpload } from "./use-image-upload";
import { VariantGrid } from "./variant-grid";

/* SPEC §8 toasts, exactly. */
export const LOAD_FAILED = "Failed to load product";
export const UPDATED = "Product updated successfully";
export const UPDATE_FAILED = "Failed to update product";

const COLOR_SUGGESTIONS = [...new Set([...Object.keys(COLOR_PALETTE), ...BASIC_COLORS])];
const COLORS_LIST_ID = "admin-color-names";

function ColorSuggestions() {
  return (
    <datalist id={COLORS_LIST_ID}>
      {COLOR_SUGGESTIONS.map((c) => (
        <option key={c} value={c} />
      ))}
    </datalist>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card className="mb-6" title={title}>
      {description ? <p className="-mt-1 mb-4 text-sm text-muted">{description}</p> : null}
      {children}
    </Card>
  );
}

const invalid = (errors: Errors, key: string) => (errors[key] ? { "aria-invalid": true as const } : {});

interface TextOptions {
  required?: boolean;
  placeholder?: string;
  hint?: string;
  /** The id of a <datalist> with suggestions. */
  list?: string;
}

/**
 * The labelled controls of one product form, bound to its values and errors; `prefix` keeps the
 * ids of the add and edit forms apart ("add-name", "edit-name").
 */
function formControls<F extends object>(prefix: string, form: F, set: (patch: Partial<F>) => void, errors: Errors) {
  const id = (key: string) => `${prefix}-${key}`;
  const value = (key: keyof F & string) => form[key] as string;
  const change = (key: keyof F & string) => (e: { target: { value: string } }) =>
    set({ [key]: e.target.value } as Partial<F>);
  return {
    text: (key: keyof F & string, label: string, opts: TextOptions = {}) => (
      <FormField label={label} htmlFor={id(key)} error={errors[key]} required={opts.required} hint={opts.hint}>
        <input
          id={id(key)}
          className={inputClass}
          list={opts.list}
          placeholder={opts.placeholder}
          value={value(key)}
          onChange={change(key)}
          {...invalid(errors, key)}
        />
      </FormField>
    ),
    description: (rows: number) => (
      <FormField label="Description" htmlFor={id("description")} error={errors.description} required>
        <textarea
          id={id("description")}
          rows={rows}
          className={inputClass}
          value={value("description" as keyof F & string)}
          onChange={change("description" as keyof F & string)}
          {...invalid(errors, "description")}
        />
      </FormField>
    ),
    /** A select of `options`; with `choose`, a required one that starts on "Choose…". */
    select: (key: keyof F & string, label: string, options: readonly string[], choose = false) => (
      <FormField label={label} htmlFor={id(key)} error={errors[key]} required={choose}>
        <select
          id={id(key)}
          className={selectClass}
          value={value(key)}
          onChange={change(key)}
          {...invalid(errors, key)}
        >
          <Options values={options} empty={choose ? "Choose…" : undefined} />
        </select>
      </FormField>
    ),
  };
}

/* ------------------------------------------------------------------ add (SPEC §5) */

function AddProduct() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [form, setForm] = useState<AddForm>(EMPTY_ADD_FORM);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const { upload, progress } = useImageUpload();
  const set = (patch: Partial<AddForm>) => setForm((f) => ({ ...f, ...patch }));

  const { text, description, select } = formControls("add", form, set, errors);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateAddForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error("Please fill in the marked fields");
      return;
    }
    setSaving(true);
    const result = await dispatch(createProduct(addFormToPayload(form)));
    setSaving(false);
    if (createProduct.fulfilled.match(result)) {
      toast.success(`${result.payload.name} was created`);
      navigate(to("adminProductEdit", { id: result.payload._id }));
    } else {
      toast.error(CREATE_PRODUCT_FAILED, { description: result.payload });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <ColorSuggestions />
      <Section title="Product" description="Every field is required except the picture.">
        <div className="grid gap-4 md:grid-cols-2">
          {text("name", "Name", { required: true })}
          {text("sku", "SKU", { required: true, placeholder: "FER-LUX-CH-01" })}
          <div className="md:col-span-2">{description(4)}</div>
          {text("price", "Price ($)", { required: true, placeholder: "1299.90" })}
          {text("countInStock", "Stock", {
            required: true,
            placeholder: "10",
            hint: "Of the first colour; set each colour's stock after saving",
          })}
          {select("category", "Category", CATEGORIES, true)}
          {select("brand", "Brand", BRANDS, true)}
          <fieldset>
            <legend className="mb-1.5 block text-xs font-medium uppercase tracking-wider text-muted">
              Door <span className="text-terracotta">*</span>
            </legend>
            <div className="flex gap-4 py-2">
              {DOORS.map((d) => (
                <label key={d} className="flex items-center gap-2 text-sm capitalize">
                  <input
                    type="radio"
                    name="door"
                    value={d}
                    checked={form.door === d}
                    onChange={() => set({ door: d })}
                    className="accent-forest"
                  />
                  {d}
                </label>
              ))}
            </div>
            {errors.door ? (
              <p className="text-xs text-danger" role="alert">
                {errors.door}
              </p>
            ) : null}
          </fieldset>
          {text("collection", "Collection", { required: true, placeholder: "Luxembourg" })}
          {text("colors", "Colours", {
            required: true,
            hint: "Separate with commas",
            placeholder: "Cactus, Anthracite",
            list: COLORS_LIST_ID,
          })}
        </div>
      </Section>

      <Section title="Search engines">
        <div className="grid gap-4 md:grid-cols-2">
          {text("metaTitle", "Meta title", { required: true })}
          {text("metaKeywords", "Meta keywords", { required: true, hint: "Separate with commas" })}
          <div className="md:col-span-2">{text("metaDescription", "Meta description", { required: true })}</div>
        </div>
      </Section>

      <Section title="Picture" description="Optional. More pictures per colour can be added after saving.">
        <div className="flex flex-wrap items-center gap-4">
          {form.imageUrl ? (
            <ProductImage
              loading="eager"
              src={form.imageUrl}
              sizes="96px"
              alt="Uploaded preview"
              width={96}
              height={96}
              className="size-24 rounded-xl border border-stone/60 bg-sand object-contain"
              data-testid="add-image-preview"
            />
          ) : null}
          <ImagePicker
            label={form.imageUrl ? "Replace picture" : "Upload picture"}
            disabled={progress !== null}
            testId="add-image-input"
            onFile={async (file) => {
              const url = await upload(file);
              if (url) set({ imageUrl: url });
            }}
          />
          {form.imageUrl ? (
            <button type="button" className={btnSecondary} onClick={() => set({ imageUrl: "" })}>
              Remove
            </button>
          ) : null}
          {progress !== null ? <UploadProgress value={progress} /> : null}
        </div>
      </Section>

      <div className="sticky bottom-0 z-10 -mx-4 flex justify-end gap-2 border-t border-stone/60 bg-paper/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        <Link to={paths.adminProducts} className={btnSecondary}>
          Cancel
        </Link>
        <button type="submit" className={btnPrimary} disabled={saving || progress !== null}>
          {saving ? "Creating…" : "Create product"}
        </button>
      </div>
    </form>
  );
}

/* ------------------------------------------------------------------ edit (SPEC §5, §8) */

function EditProduct({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  const [product, setProduct] = useState<Product | null>(null);
  const [form, setForm] = useState<EditForm | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setProduct(null);
    setForm(null);
    setLoadError(null);
    api
      .get<Product>(`/api/products/${encodeURIComponent(id)}`, { signal: controller.signal })
      .then((p) => {
        setProduct(p);
        setForm(productToEditForm(p));
      })
      .catch((err) => {
        if (controller.signal.aborted) return;
        toast.error(LOAD_FAILED);
        setLoadError(errorMessage(err, LOAD_FAILED));
      });
    return () => controller.abort();
  }, [id]);

  if (loadError) return <AlertBanner>{loadError}</AlertBanner>;
  if (!form || !product) return <Loading label="Loading product…" />;

  const set = (patch: Partial<EditForm>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const { text, description, select } = formControls("edit", form, set, errors);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateEditForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error(UPDATE_FAILED, { description: "Please correct the marked fields." });
      return;
    }
    setSaving(true);
    const result = await dispatch(apiCache.endpoints.updateProduct.initiate({ id, data: editFormToPayload(form) }));
    setSaving(false);
    if (result.data) {
      toast.success(UPDATED);
      setProduct(result.data);
      setForm(productToEditForm(result.data));
    } else {
      const message = queryErrorMessage(result.error, UPDATE_FAILED);
      const detail = message !== UPDATE_FAILED ? message : undefined;
      toast.error(UPDATE_FAILED, detail ? { description: detail } : undefined);
    }
  };

  const toggleDoor = (d: Door) =>
    set({
      door: form.door.includes(d)
        ? form.door.filter((x) => x !== d)
        : DOORS.filter((x) => x === d || form.door.includes(x)),
    });

  return (
    <form onSubmit={submit} noValidate>
      <ColorSuggestions />
      <Section title="Product">
        <div className="grid gap-4 md:grid-cols-2">
          {text("name", "Name", { required: true })}
          {text("sku", "SKU", { required: true })}
          <div className="md:col-span-2">{description(5)}</div>
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
            <legend className="mb-1.5 block text-xs font-medium uppercase tracking-wider text-muted">
              Door <span className="text-terracotta">*</span>
            </legend>
            <div className="space-y-2">
              {DOORS.map((d) => (
                <label key={d} className="flex items-center gap-2 text-sm capitalize">
                  <input
                    type="checkbox"
                    checked={form.door.includes(d)}
                    onChange={() => toggleDoor(d)}
                    className="accent-forest"
                  />
                  {d}
                </label>
              ))}
            </div>
            {errors.door ? (
              <p className="mt-1 text-xs text-danger" role="alert">
                {errors.door}
              </p>
            ) : null}
          </fieldset>
          <ListEditor
            label="Categories"
            values={form.categories}
            options={CATEGORIES}
            addLabel="Add category"
            error={errors.categories}
            onChange={(categories) => set({ categories })}
          />
          <ListEditor
            label="Sizes"
            values={form.sizes}
            options={SIZES}
            addLabel="Add size"
            onChange={(sizes) => set({ sizes })}
          />
        </div>
        <div className="mt-6 flex flex-wrap gap-6 border-t border-stone/60 pt-4">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={form.isPublished}
              onChange={(e) => set({ isPublished: e.target.checked })}
              className="accent-forest"
            />
            Published in the shop
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={form.isFeatured}
              onChange={(e) => set({ isFeatured: e.target.checked })}
              className="accent-forest"
            />
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
            values={form.colors}
            addLabel="Add colour"
            placeholder="Cactus"
            swatches
            listId={COLORS_LIST_ID}
            onChange={(colors) => set({ colors })}
          />
          <div>
            <p className="mb-1.5 block text-xs font-medium uppercase tracking-wider text-muted">Pictures</p>
            <ImagesEditor images={form.images} colors={form.colors} onChange={(images) => set({ images })} />
          </div>
        </div>
      </Section>

      <Section
        title="Variants"
        description="Every colour × packing is sold as its own article with its SKU and stock. Stock you change is applied to what is left now, so orders placed while you edit are never sold twice."
      >
        <VariantGrid
          rows={syncVariants(form)}
          unitPrice={form.price}
          images={form.images}
          error={errors.variants}
          onChange={(variants) => set({ variants })}
        />
      </Section>

      <Section
        title="Details"
        description="Packing options, the technical sheet and the features grid of the product page."
      >
        <div className="grid gap-6 md:grid-cols-2">
          <ListEditor
            label="Packings"
            values={form.packings}
            addLabel="Add packing"
            placeholder="1"
            onChange={(packings) => set({ packings })}
          />
          <ListEditor
            label="Technical sheet"
            values={form.technicalSheet}
            addLabel="Add line"
            placeholder="Powder-coated steel frame"
            multiline
            onChange={(technicalSheet) => set({ technicalSheet })}
          />
          <div className="md:col-span-2">
            <FeaturesEditor values={form.features} error={errors.features} onChange={(features) => set({ features })} />
          </div>
        </div>
      </Section>

      <Section title="Search engines and accessibility">
        <div className="grid gap-4 md:grid-cols-2">
          {text("metaTitle", "Meta title")}
          {text("metaKeywords", "Meta keywords", { hint: "Separate with commas" })}
          <div className="md:col-span-2">{text("metaDescription", "Meta description")}</div>
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
          <button type="submit" className={btnPrimary} disabled={saving}>
            {saving ? "Saving…" : "Save changes"}
          </button>
        </div>
      </div>
    </form>
  );
}

export default function AdminProductFormPage() {
  const { id } = useParams();
  return (
    <>
      <Link to={paths.adminProducts} className="mb-4 inline-flex items-center gap-1 text-sm text-muted hover:text-ink">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Products
      </Link>
      <PageHeader
        title={id ? "Edit product" : "Add product"}
        actions={
          id ? (
            <Link to={to("product", { id })} className={btnSecondary} target="_blank" rel="noopener">
              <ExternalLink className="size-4" aria-hidden="true" />
              View in the shop
            </Link>
          ) : undefined
        }
      />
      {id ? <EditProduct key={id} id={id} /> : <AddProduct />}
    </>
  );
}
