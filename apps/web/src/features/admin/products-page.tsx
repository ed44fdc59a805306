import { BRANDS, CATEGORIES, mainImage, SORTS, type SortBy } from "@avlu/contract/catalog-constants";
import { soldOutColors } from "@avlu/contract/variants";
import { ExternalLink, Pencil, Plus, SlidersHorizontal, Upload } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { btnPrimary, btnSecondary } from "../../components/ui/button";
import { AlertBanner, Card, PageHeader } from "../../components/ui/card";
import { useConfirm } from "../../components/ui/dialog";
import { FilterSelect, SearchField, withAll } from "../../components/ui/filters";
import { Pagination } from "../../components/ui/pagination";
import { DataTable, ListBody, RowDeleteButton, RowLink, td } from "../../components/ui/table";
import { paths, to } from "../../config/paths";
import type { MessageKey } from "../../i18n/i18n";
import { useT } from "../../i18n/use-t";
import { formatPrice } from "../../lib/format";
import { toast } from "../../lib/toast";
import { loadErrorMessage, queryErrorMessage } from "../../state/api";
import { useDeleteProductMutation, useGetAdminProductsQuery } from "./admin-api";
import { CsvImport } from "./csv-import";
import { ExportCsvButton } from "./export-csv-button";
import { ProductCell } from "./product-cell";
import { useUrlFilters } from "./use-url-filters";

const PAGE_SIZE = 25;
const LOW_STOCK = 5;

const SORT_LABELS: Record<SortBy, MessageKey> = {
  newest: "admin.products.sort.newest",
  priceAsc: "admin.products.sort.priceAsc",
  priceDesc: "admin.products.sort.priceDesc",
  popularity: "admin.products.sort.popularity",
  nameAsc: "admin.products.sort.nameAsc",
};

export default function AdminProductsPage() {
  const t = useT();
  const { params, page, update, setPage, search, setSearch, rowRemoved } = useUrlFilters();
  const [importing, setImporting] = useState(false);
  const { confirm, dialog } = useConfirm();

  const brand = params.get("brand") ?? "";
  const category = params.get("category") ?? "";
  const published = params.get("published") ?? "";
  const sortBy = params.get("sortBy") ?? "newest";

  const {
    data,
    isFetching: loading,
    error: loadError,
  } = useGetAdminProductsQuery({
    search: params.get("search") ?? "",
    brand,
    category,
    published,
    sortBy,
    page,
    limit: PAGE_SIZE,
  });
  const error = loadErrorMessage(loadError, loading, t("admin.products.fetchFailed"));
  const [deleteProduct] = useDeleteProductMutation();

  const remove = async (id: string, name: string) => {
    if (!(await confirm(t("admin.products.confirmDelete")))) return;
    const result = await deleteProduct(id);
    if ("error" in result) {
      toast.error(queryErrorMessage(result.error, t("admin.products.deleteFailed")));
    } else {
      toast.success(t("admin.products.deleted", { name }));
      rowRemoved(data?.products.length ?? 0);
    }
  };

  const products = data?.products ?? [];
  /** The selects beside the search box, each kept in the address under its key. */
  const filters = [
    {
      key: "brand",
      label: t("admin.products.brand"),
      value: brand,
      options: withAll(t("admin.products.allBrands"), BRANDS),
    },
    {
      key: "category",
      label: t("admin.products.category"),
      value: category,
      options: withAll(t("admin.products.allCategories"), CATEGORIES),
    },
    {
      key: "published",
      label: t("admin.products.published"),
      value: published,
      options: [
        { value: "", label: t("admin.products.anyStatus") },
        { value: "true", label: t("admin.common.published") },
        { value: "false", label: t("admin.common.hidden") },
      ],
    },
    {
      key: "sortBy",
      label: t("admin.products.sortBy"),
      value: sortBy,
      options: SORTS.map((s) => ({ value: s, label: t(SORT_LABELS[s]) })),
    },
  ];
  const column = {
    product: t("admin.products.col.product"),
    brand: t("admin.products.col.brand"),
    category: t("admin.products.col.category"),
    price: t("admin.products.col.price"),
    stock: t("admin.products.col.stock"),
    status: t("admin.products.col.status"),
  };

  return (
    <>
      <PageHeader
        title={t("admin.products.title")}
        description={t("admin.products.description")}
        actions={
          <>
            <Link to={paths.adminConfigurator} className={btnSecondary}>
              <SlidersHorizontal className="size-4" aria-hidden="true" />
              {t("admin.products.configurator")}
            </Link>
            <ExportCsvButton path="/api/admin/products/export.csv" fileName="avlu-products.csv" />
            <button type="button" className={btnSecondary} onClick={() => setImporting(true)} aria-expanded={importing}>
              <Upload className="size-4" aria-hidden="true" />
              {t("admin.products.importCsv")}
            </button>
            <Link to={paths.adminProductNew} className={btnPrimary}>
              <Plus className="size-4" aria-hidden="true" />
              {t("admin.products.add")}
            </Link>
          </>
        }
      />
      {importing ? <CsvImport onClose={() => setImporting(false)} /> : null}
      {error ? <AlertBanner>{error}</AlertBanner> : null}

      <Card padded={false}>
        <div className="grid gap-3 border-b border-stone/60 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
          <SearchField
            label={t("admin.products.search")}
            placeholder={t("admin.products.searchPlaceholder")}
            value={search}
            onChange={setSearch}
          />
          {filters.map((f) => (
            <FilterSelect
              key={f.key}
              label={f.label}
              value={f.value}
              onChange={(v) => update({ [f.key]: v })}
              options={f.options}
            />
          ))}
        </div>

        <ListBody loading={loading && !data} empty={products.length === 0} emptyText={t("admin.products.empty")}>
          <DataTable
            columns={Object.values(column)}
            alignRight={[column.price, column.stock]}
            actions
            minWidth="min-w-[760px]"
            busy={loading}
          >
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
                  {p.isPublished ? (
                    <Badge tone="green">{t("admin.common.published")}</Badge>
                  ) : (
                    <Badge>{t("admin.common.hidden")}</Badge>
                  )}
                  {p.isFeatured ? (
                    <span className="ml-1">
                      <Badge tone="brass">{t("admin.products.featured")}</Badge>
                    </span>
                  ) : null}
                </td>
                <td className={`${td} whitespace-nowrap text-right`}>
                  <RowLink
                    to={to("adminProductEdit", { id: p._id })}
                    label={t("admin.products.editProduct", { name: p.name })}
                    title={t("admin.products.edit")}
                    icon={Pencil}
                  />
                  <RowLink
                    to={to("product", { id: p._id })}
                    label={t("admin.products.viewProduct", { name: p.name })}
                    title={t("admin.products.view")}
                    icon={ExternalLink}
                    newTab
                  />
                  <RowDeleteButton
                    label={t("admin.products.deleteProduct", { name: p.name })}
                    onClick={() => void remove(p._id, p.name)}
                  />
                </td>
              </tr>
            ))}
          </DataTable>
        </ListBody>
        <Pagination
          data={data}
          nouns={[t("admin.products.noun.one"), t("admin.products.noun.other")]}
          onPage={setPage}
        />
      </Card>
      {dialog}
    </>
  );
}

/** "3 of 12 colours sold out" under a product's stock (issue 17); nothing when every colour has stock. */
function ColorsSoldOut({ variants }: { variants: Parameters<typeof soldOutColors>[0] }) {
  const t = useT();
  const { soldOut, colors } = soldOutColors(variants);
  if (soldOut.length === 0 || colors < 2) return null;
  return (
    <span
      className="mt-1 block text-xs whitespace-nowrap text-terracotta"
      title={soldOut.join(", ")}
      data-testid="colors-sold-out"
    >
      {t("admin.products.colorsSoldOut", { soldOut: soldOut.length, colors })}
    </span>
  );
}
