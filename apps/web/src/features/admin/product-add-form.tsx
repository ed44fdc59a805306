import { BRANDS, CATEGORIES } from "@avlu/contract/catalog-constants";
import { EMPTY_PRODUCT_ADD_FORM, type ProductAddForm, productAddFormSchema } from "@avlu/contract/product-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { btnPrimary, btnSecondary } from "../../components/ui/button";
import { ProductImage } from "../../components/ui/product-image";
import { paths, to } from "../../config/paths";
import { useT } from "../../i18n/use-t";
import { toast } from "../../lib/toast";
import { queryErrorMessage } from "../../state/api";
import { useCreateProductMutation } from "./admin-api";
import { FormFooter } from "./form-footer";
import { COLORS_LIST_ID, ColorSuggestions, DoorFieldset, formControls, Section } from "./product-form-controls";
import { ImagePicker, UploadProgress } from "./product-form-images";
import { useImageUpload } from "./use-image-upload";

/** The add product form (SPEC §5): the contract's add-form schema checks it and makes the POST body. */
export function AddProduct() {
  const t = useT();
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
  const { error, text, description, select } = formControls("add", form, t);

  const submit = handleSubmit(
    async (body) => {
      const result = await createProduct(body);
      if (result.data) {
        toast.success(t("admin.addForm.created", { name: result.data.name }));
        navigate(to("adminProductEdit", { id: result.data._id }));
      } else {
        const failed = t("admin.addForm.createFailed");
        toast.error(failed, { description: queryErrorMessage(result.error, failed) });
      }
    },
    () => toast.error(t("admin.addForm.invalid")),
  );

  return (
    <form onSubmit={submit} noValidate>
      <ColorSuggestions />
      <Section title={t("admin.addForm.product")} description={t("admin.addForm.productNote")}>
        <div className="grid gap-4 md:grid-cols-2">
          {text("name", t("admin.productForm.name"), { required: true })}
          {text("sku", t("admin.productForm.sku"), { required: true, placeholder: "FER-LUX-CH-01" })}
          <div className="md:col-span-2">{description(4)}</div>
          {text("price", t("admin.productForm.price"), { required: true, placeholder: "1299.90" })}
          {text("countInStock", t("admin.addForm.stock"), {
            required: true,
            placeholder: "10",
            hint: t("admin.addForm.stockHint"),
          })}
          {select("category", t("admin.addForm.category"), CATEGORIES, true)}
          {select("brand", t("admin.productForm.brand"), BRANDS, true)}
          <DoorFieldset
            layout="flex gap-4 py-2"
            error={error("door")}
            input={(d) => ({ type: "radio", value: d, ...register("door") })}
          />
          {text("collection", t("admin.productForm.collection"), {
            required: true,
            placeholder: t("admin.addForm.collectionPlaceholder"),
          })}
          {text("colors", t("admin.addForm.colours"), {
            required: true,
            hint: t("admin.productForm.commaSeparated"),
            placeholder: t("admin.addForm.coloursPlaceholder"),
            list: COLORS_LIST_ID,
          })}
        </div>
      </Section>

      <Section title={t("admin.addForm.searchEngines")}>
        <div className="grid gap-4 md:grid-cols-2">
          {text("metaTitle", t("admin.productForm.metaTitle"), { required: true })}
          {text("metaKeywords", t("admin.productForm.metaKeywords"), {
            required: true,
            hint: t("admin.productForm.commaSeparated"),
          })}
          <div className="md:col-span-2">
            {text("metaDescription", t("admin.productForm.metaDescription"), { required: true })}
          </div>
        </div>
      </Section>

      <Section title={t("admin.addForm.picture")} description={t("admin.addForm.pictureNote")}>
        <div className="flex flex-wrap items-center gap-4">
          {imageUrl ? (
            <ProductImage
              loading="eager"
              src={imageUrl}
              sizes="96px"
              alt={t("admin.addForm.preview")}
              width={96}
              height={96}
              className="size-24 rounded-xl border border-stone/60 bg-sand object-contain"
              data-testid="add-image-preview"
            />
          ) : null}
          <ImagePicker
            label={imageUrl ? t("admin.addForm.replacePicture") : t("admin.images.upload")}
            disabled={progress !== null}
            testId="add-image-input"
            onFile={async (file) => {
              const url = await upload(file);
              if (url) setValue("imageUrl", url);
            }}
          />
          {imageUrl ? (
            <button type="button" className={btnSecondary} onClick={() => setValue("imageUrl", "")}>
              {t("admin.common.remove")}
            </button>
          ) : null}
          {progress !== null ? <UploadProgress value={progress} /> : null}
        </div>
      </Section>

      <FormFooter className="justify-end gap-2">
        <Link to={paths.adminProducts} className={btnSecondary}>
          {t("admin.addForm.cancel")}
        </Link>
        <button type="submit" className={btnPrimary} disabled={formState.isSubmitting || progress !== null}>
          {formState.isSubmitting ? t("admin.addForm.creating") : t("admin.addForm.create")}
        </button>
      </FormFooter>
    </form>
  );
}
