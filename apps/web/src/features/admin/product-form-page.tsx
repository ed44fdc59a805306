import { ArrowLeft, ExternalLink } from "lucide-react";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { btnSecondary } from "../../components/ui/button";
import { AlertBanner, PageHeader } from "../../components/ui/card";
import { Loading } from "../../components/ui/table";
import { paths, to } from "../../config/paths";
import { useT } from "../../i18n/use-t";
import { toast } from "../../lib/toast";
import { isAborted, queryErrorMessage } from "../../state/api";
import { useGetAdminProductQuery } from "./admin-api";
import { AddProduct } from "./product-add-form";
import { EditProduct } from "./product-edit-form";
import { useOpenedAnswer } from "./use-opened-answer";

/**
 * The product to edit, read afresh when the form opens (a cached copy may be older than the stock
 * the variant grid must show); the form keeps what it opened with, and a save resets it.
 */
function EditProductLoader({ id }: { id: string }) {
  const t = useT();
  const loadFailed = t("admin.productForm.loadFailed");
  // The admin's read: the product with its texts in every language (ADR 2001).
  const query = useGetAdminProductQuery(id, { refetchOnMountOrArgChange: true });
  const product = useOpenedAnswer(query);
  const failed = !product && query.error && !isAborted(query.error) ? query.error : undefined;

  useEffect(() => {
    if (failed) toast.error(loadFailed);
  }, [failed]);

  if (failed) return <AlertBanner>{queryErrorMessage(failed, loadFailed)}</AlertBanner>;
  if (!product) return <Loading label={t("admin.productForm.loading")} />;
  return <EditProduct product={product} />;
}

export default function AdminProductFormPage() {
  const t = useT();
  const { id } = useParams();
  return (
    <>
      <Link to={paths.adminProducts} className="mb-4 inline-flex items-center gap-1 text-sm text-muted hover:text-ink">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("admin.productForm.back")}
      </Link>
      <PageHeader
        title={id ? t("admin.productForm.editTitle") : t("admin.productForm.addTitle")}
        actions={
          id ? (
            <Link to={to("product", { id })} className={btnSecondary} target="_blank" rel="noopener">
              <ExternalLink className="size-4" aria-hidden="true" />
              {t("admin.productForm.view")}
            </Link>
          ) : undefined
        }
      />
      {id ? <EditProductLoader key={id} id={id} /> : <AddProduct />}
    </>
  );
}
