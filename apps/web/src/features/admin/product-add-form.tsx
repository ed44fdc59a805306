import { BRANDS, CATEGORIES, DOORS } from "@avlu/contract/catalog-constants";
import { EMPTY_PRODUCT_ADD_FORM, type ProductAddForm, productAddFormSchema } from "@avlu/contract/product-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { btnPrimary, btnSecondary } from "../../components/ui/button";
import { ProductImage } from "../../components/ui/product-image";
import { paths, to } from "../../config/paths";
import { toast } from "../../lib/toast";
import { queryErrorMessage } from "../../state/api";
import { CREATE_PRODUCT_FAILED, useCreateProductMutation } from "./admin-api";
import {
  COLORS_LIST_ID,
  ColorSuggestions,
  errorText,
  FieldsetError,
  formControls,
  RequiredLegend,
  Section,
} from "./product-form-controls";
import { ImagePicker, UploadProgress } from "./product-form-images";
import { useImageUpload } from "./use-image-upload";

/** The add product form (SPEC §5): the contract's add-form schema checks it and makes the POST body. */
export function AddProduct() {
  const navigate = useNavigate();
  const [createProduct] = useCreateProductMutation();
  const form = useForm({
    defaultValues: EMPTY_PRODUCT_ADD_FORM as ProductAddForm,
    resolver: zodResolver(productAddFormSchema),
    reValidateMode: "onSubmit",
  });
  const { register, setValue, watch, handleSubmit, formState } = form;
  const imageUrl = watch("imageUrl");
  const { upload, progress } = useImageUpload();
  const { text, description, select } = formControls("add", form);

  const submit = handleSubmit(
    async (body) => {
      const result = await createProduct(body);
      if (result.data) {
        toast.success(`${result.data.name} was created`);
        navigate(to("adminProductEdit", { id: result.data._id }));
      } else {
        toast.error(CREATE_PRODUCT_FAILED, { description: queryErrorMessage(result.error, CREATE_PRODUCT_FAILED) });
      }
    },
    () => toast.error("Please fill in the marked fields"),
  );

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
            <RequiredLegend>Door</RequiredLegend>
            <div className="flex gap-4 py-2">
              {DOORS.map((d) => (
                <label key={d} className="flex items-center gap-2 text-sm capitalize">
                  <input type="radio" value={d} {...register("door")} className="accent-forest" />
                  {d}
                </label>
              ))}
            </div>
            <FieldsetError message={errorText(formState.errors, "door")} />
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
          {imageUrl ? (
            <ProductImage
              loading="eager"
              src={imageUrl}
              sizes="96px"
              alt="Uploaded preview"
              width={96}
              height={96}
              className="size-24 rounded-xl border border-stone/60 bg-sand object-contain"
              data-testid="add-image-preview"
            />
          ) : null}
          <ImagePicker
            label={imageUrl ? "Replace picture" : "Upload picture"}
            disabled={progress !== null}
            testId="add-image-input"
            onFile={async (file) => {
              const url = await upload(file);
              if (url) setValue("imageUrl", url);
            }}
          />
          {imageUrl ? (
            <button type="button" className={btnSecondary} onClick={() => setValue("imageUrl", "")}>
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
        <button type="submit" className={btnPrimary} disabled={formState.isSubmitting || progress !== null}>
          {formState.isSubmitting ? "Creating…" : "Create product"}
        </button>
      </div>
    </form>
  );
}
