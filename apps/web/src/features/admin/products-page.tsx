import { BRANDS, CATEGORIES, mainImage, SORTS, type SortBy } from "@avlu/contract/catalog-constants";
import { soldOutColors } from "@avlu/contract/variants";
import { ExternalLink, Pencil, Plus, SlidersHorizontal, Upload } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { btnPrimary, btnSecondary } from "../../components/ui/button";
import { AlertBanner, Card, PageHeader } from "../../components/ui/card";
import { useConfirm } from "../../components/ui/dialog";
import { FilterSelect, SearchField } from "../../components/ui/filters";
import { Pagination } from "../../components/ui/pagination";
import { DataTable, ListBody, RowDeleteButton, RowLink, td } from "../../components/ui/table";
import { paths, to } from "../../config/paths";
import { formatPrice } from "../../lib/format";
import { toast } from "../../lib/toast";
import { isAborted, queryErrorMessage } from "../../state/api";
import {
  DELETE_PRODUCT_FAILED,
  FETCH_PRODUCTS_FAILED,
  useDeleteProductMutation,
  useGetAdminProductsQuery,
} from "./admin-api";
import { CsvImport } from "./csv-import";
import { ExportCsvButton } from "./export-csv-button";
import { ProductCell } from "./product-cell";
import { useUrlFilters } from "./use-url-filters";

export const NO_PRODUCTS = "No products found";
export const CONFIRM_DELETE_PRODUCT = "Are you sure you want to delete this product?";
const PAGE_SIZE = 25;
const LOW_STOCK = 5;

const SORT_LABELS: Record<SortBy, string> = {
  newest: "Newest first",
  priceAsc: "Price, low to high",
  priceDesc: "Price, high to low",
  popularity: "Most popular",
  nameAsc: "Name, A–Z",
};

const BRAND_OPTIONS = [{ value: "", label: "All brands" }, ...BRANDS.map((b) => ({ value: b, label: b }))];
const CATEGORY_OPTIONS = [{ value: "", label: "All categories" }, ...CATEGORIES.map((c) => ({ value: c, label: c }))];
const PUBLISHED_OPTIONS = [
  { value: "", label: "Any status" },
  { value: "true", label: "Published" },
  { value: "false", label: "Hidden" },
];
const SORT_OPTIONS = SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }));

const COLUMNS = ["Product", "Brand", "Category", "Price", "Stock", "Status"];

export default function AdminProductsPage() {
  const { params, page, update, search, setSearch, rowRemoved } = useUrlFilters();
  const [importing, setImporting] = useState(false);
  const { confirm, dialog } = useConfirm();

  const brand = params.get("brand") ?? "";
  const category = params.get("category") ?? "";
  const published = params.get("published") ?? "";
  const sortBy = params.get("sortBy") ?? "newest";

  const {
    data,
    isFetching: loading,
    error,
  } = useGetAdminProductsQuery({
    search: params.get("search") ?? "",
    brand,
    category,
    published,
    sortBy,
    page,
    limit: PAGE_SIZE,
  });
  const [deleteProduct] = useDeleteProductMutation();

  const remove = async (id: string, name: string) => {
    if (!(await confirm(CONFIRM_DELETE_PRODUCT))) return;
    const result = await deleteProduct(id);
    if ("error" in result) {
      toast.error(queryErrorMessage(result.error, DELETE_PRODUCT_FAILED));
    } else {
      toast.success(`${name} was deleted`);
      rowRemoved(data?.products.length ?? 0);
    }
  };

  const products = data?.products ?? [];

  return (
    <>
      <PageHeader
        title="Products"
        description="The whole catalogue, published or not."
        actions={
          <>
            <Link to={paths.adminConfigurator} className={btnSecondary}>
              <SlidersHorizontal className="size-4" aria-hidden="true" />
              Parasol configurator
            </Link>
            <ExportCsvButton path="/api/admin/products/export.csv" fileName="avlu-products.csv" />
            <button type="button" className={btnSecondary} onClick={() => setImporting(true)} aria-expanded={importing}>
              <Upload className="size-4" aria-hidden="true" />
              Import CSV
            </button>
            <Link to={paths.adminProductNew} className={btnPrimary}>
              <Plus className="size-4" aria-hidden="true" />
              Add product
            </Link>
          </>
        }
      />
      {importing ? <CsvImport onClose={() => setImporting(false)} /> : null}
      {error && !loading && !isAborted(error) ? (
        <AlertBanner>{queryErrorMessage(error, FETCH_PRODUCTS_FAILED)}</AlertBanner>
      ) : null}

      <Card padded={false}>
        <div className="grid gap-3 border-b border-stone/60 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
          <SearchField
            label="Search products"
            placeholder="Name, SKU, collection…"
            value={search}
            onChange={setSearch}
          />
          <FilterSelect label="Brand" value={brand} onChange={(v) => update({ brand: v })} options={BRAND_OPTIONS} />
          <FilterSelect
            label="Category"
            value={category}
            onChange={(v) => update({ category: v })}
            options={CATEGORY_OPTIONS}
          />
          <FilterSelect
            label="Published"
            value={published}
            onChange={(v) => update({ published: v })}
            options={PUBLISHED_OPTIONS}
          />
          <FilterSelect label="Sort by" value={sortBy} onChange={(v) => update({ sortBy: v })} options={SORT_OPTIONS} />
        </div>

        <ListBody loading={loading && !data} empty={products.length === 0} emptyText={NO_PRODUCTS}>
          <DataTable columns={COLUMNS} alignRight={["Price", "Stock"]} actions minWidth="min-w-[760px]" busy={loading}>
            {products.map((p) => (
              <tr key={p._id} className="hover:bg-sand/40" data-testid={`product-row-${p.sku}`}>
                <td className={td}>
                  <ProductCell
                    id={p._id}
                    name={p.name}
                    image={mainImage(p.images)}
                    alt={p.altText || p.name}
                    size={48}
                    nameClassName="max-w-[18rem] font-medium"
                    detail={<span className="font-mono text-xs text-muted">{p.sku}</span>}
                  />
                </td>
                <td className={`${td} text-muted`}>{p.brand}</td>
                <td className={`${td} text-muted`}>{p.category}</td>
                <td className={`${td} text-right tabular-nums`}>{formatPrice(p.price)}</td>
                <td className={`${td} text-right tabular-nums`}>
                  {p.countInStock <= LOW_STOCK ? (
                    <Badge tone={p.countInStock === 0 ? "red" : "amber"}>{p.countInStock}</Badge>
                  ) : (
                    p.countInStock
                  )}
                  <ColorsSoldOut variants={p.variants ?? []} />
                </td>
                <td className={td}>
                  {p.isPublished ? <Badge tone="green">Published</Badge> : <Badge>Hidden</Badge>}
                  {p.isFeatured ? (
                    <span className="ml-1">
                      <Badge tone="brass">Featured</Badge>
                    </span>
                  ) : null}
                </td>
                <td className={`${td} whitespace-nowrap text-right`}>
                  <RowLink
                    to={to("adminProductEdit", { id: p._id })}
                    label={`Edit ${p.name}`}
                    title="Edit"
                    icon={Pencil}
                  />
                  <RowLink
                    to={to("product", { id: p._id })}
                    label={`View ${p.name} in the shop`}
                    title="View in the shop"
                    icon={ExternalLink}
                    newTab
                  />
                  <RowDeleteButton label={`Delete ${p.name}`} onClick={() => void remove(p._id, p.name)} />
                </td>
              </tr>
            ))}
          </DataTable>
        </ListBody>
        <Pagination data={data} nouns={["product", "products"]} onPage={(n) => update({ page: String(n) })} />
      </Card>
      {dialog}
    </>
  );
}

/** "3 of 12 colours sold out" under a product's stock (issue 17); nothing when every colour has stock. */
function ColorsSoldOut({ variants }: { variants: Parameters<typeof soldOutColors>[0] }) {
  const { soldOut, colors } = soldOutColors(variants);
  if (soldOut.length === 0 || colors < 2) return null;
  return (
    <span
      className="mt-1 block text-xs whitespace-nowrap text-terracotta"
      title={soldOut.join(", ")}
      data-testid="colors-sold-out"
    >
      {soldOut.length} of {colors} colours sold out
    </span>
  );
}
