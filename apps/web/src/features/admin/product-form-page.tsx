import type { Product } from "@avlu/contract/catalog";
import { ArrowLeft, ExternalLink } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { btnSecondary } from "../../components/ui/button";
import { AlertBanner, PageHeader } from "../../components/ui/card";
import { Loading } from "../../components/ui/table";
import { paths, to } from "../../config/paths";
import { toast } from "../../lib/toast";
import { isAborted, queryErrorMessage, useGetProductQuery } from "../../state/api";
import { AddProduct } from "./product-add-form";
import { EditProduct } from "./product-edit-form";

/* SPEC §8 toast, exactly. */
export const LOAD_FAILED = "Failed to load product";

/**
 * The product to edit, read afresh when the form opens (a cached copy may be older than the stock
 * the variant grid must show); the form keeps what it opened with, and a save resets it.
 */
function EditProductLoader({ id }: { id: string }) {
  const [openedAt] = useState(Date.now);
  const { data, error, isFetching, fulfilledTimeStamp } = useGetProductQuery(id, { refetchOnMountOrArgChange: true });
  const opened = useRef<Product | null>(null);
  if (!opened.current && data && !isFetching && (fulfilledTimeStamp ?? 0) >= openedAt) opened.current = data;
  const failed = !opened.current && error && !isAborted(error) ? error : undefined;

  useEffect(() => {
    if (failed) toast.error(LOAD_FAILED);
  }, [failed]);

  if (failed) return <AlertBanner>{queryErrorMessage(failed, LOAD_FAILED)}</AlertBanner>;
  if (!opened.current) return <Loading label="Loading product…" />;
  return <EditProduct product={opened.current} />;
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
      {id ? <EditProductLoader key={id} id={id} /> : <AddProduct />}
    </>
  );
}
