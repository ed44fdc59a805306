import { type ConfiguratorDefinition, configuratorPagePath } from "@avlu/contract/configurator-model";
import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "../../components/ui/badge";
import { btnPrimary, btnSecondary } from "../../components/ui/button";
import { AlertBanner, Card, PageHeader } from "../../components/ui/card";
import { CheckboxField, FormField, inputClass } from "../../components/ui/field";
import { Loading } from "../../components/ui/table";
import { useT } from "../../i18n/use-t";
import { formatDateTime } from "../../lib/format";
import { toast } from "../../lib/toast";
import { isAborted, queryErrorMessage } from "../../state/api";
import { useGetAdminConfiguratorQuery, useGetAdminConfiguratorsQuery, useSaveConfiguratorMutation } from "./admin-api";
import { StepEditor } from "./configurator-step-editor";
import { useOpenedAnswer } from "./use-opened-answer";

/**
 * /admin/configurator (issue 21): the options of every step, the allowed combinations, every
 * price and the € rate of a configurable product. A save is a new version: requests and orders
 * placed before keep the prices they were given.
 */
export default function AdminConfiguratorPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const { data: list, error: listError } = useGetAdminConfiguratorsQuery();
  const error =
    listError && !isAborted(listError) ? queryErrorMessage(listError, t("admin.configurator.listFailed")) : null;
  const id = params.get("id") ?? list?.[0]?._id;

  return (
    <div>
      <PageHeader title={t("admin.configurator.title")} description={t("admin.configurator.description")} />
      {error ? <AlertBanner>{error}</AlertBanner> : null}
      {!list && !error ? <Loading /> : null}
      {list && list.length > 1 ? (
        <nav aria-label={t("admin.configurator.list")} className="mb-6 flex flex-wrap gap-2">
          {list.map((c) => (
            <button
              key={c._id}
              type="button"
              aria-current={c._id === id ? "page" : undefined}
              onClick={() => setParams({ id: c._id })}
              className={c._id === id ? btnPrimary : btnSecondary}
            >
              {c.name}
            </button>
          ))}
        </nav>
      ) : null}
      {id ? <Editor key={id} id={id} /> : null}
    </div>
  );
}

function Editor({ id }: { id: string }) {
  const t = useT();
  const query = useGetAdminConfiguratorQuery(id, { refetchOnMountOrArgChange: true });
  const opened = useOpenedAnswer(query);
  /** The stored configurator: what the editor opened with, then each saved version (the save writes it into the cache). */
  const record = query.data && opened ? query.data : opened;
  const [draft, setDraft] = useState<ConfiguratorDefinition | null>(null);
  const [published, setPublished] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [saveConfigurator, { isLoading: saving }] = useSaveConfiguratorMutation();
  if (opened && draft === null) {
    setDraft(opened.definition);
    setPublished(opened.published);
  }

  if (!record || !draft) {
    const failed = query.error && !isAborted(query.error);
    return failed ? (
      <AlertBanner>{queryErrorMessage(query.error, t("admin.configurator.loadFailed"))}</AlertBanner>
    ) : (
      <Loading />
    );
  }

  const dirty = JSON.stringify(draft) !== JSON.stringify(record.definition) || published !== record.published;
  const save = async () => {
    setError(null);
    const changed = JSON.stringify(draft) !== JSON.stringify(record.definition);
    const result = await saveConfigurator({
      id,
      body: { baseVersion: record.version, ...(changed ? { definition: draft } : {}), published },
    });
    if (result.data) {
      setDraft(result.data.definition);
      setPublished(result.data.published);
      toast.success(t("admin.configurator.saved", { version: result.data.version }));
    } else {
      setError(queryErrorMessage(result.error, t("admin.configurator.saveFailed")));
    }
  };

  return (
    <div className="space-y-6">
      <Card
        title={
          <span className="flex flex-wrap items-center gap-3">
            {draft.name}
            <Badge tone="brass">{t("admin.configurator.version", { version: record.version })}</Badge>
            {record.published ? (
              <Badge tone="green">{t("admin.common.published")}</Badge>
            ) : (
              <Badge>{t("admin.configurator.withdrawn")}</Badge>
            )}
          </span>
        }
        actions={
          <Link to={configuratorPagePath(record.slug)} target="_blank" className={btnSecondary}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {t("admin.configurator.open")}
          </Link>
        }
      >
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField label={t("admin.configurator.rate")} htmlFor="cfg-rate" hint={t("admin.configurator.rateHint")}>
            <input
              id="cfg-rate"
              className={inputClass}
              inputMode="decimal"
              value={draft.exchangeRate}
              onChange={(e) => setDraft({ ...draft, exchangeRate: e.target.value.trim() })}
            />
          </FormField>
          <FormField label={t("admin.configurator.name")} htmlFor="cfg-name">
            <input
              id="cfg-name"
              className={inputClass}
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            />
          </FormField>
          <CheckboxField
            label={t("admin.configurator.published")}
            checked={published}
            onChange={setPublished}
            className="flex items-center gap-2 self-end pb-2 text-sm"
          />
        </div>
      </Card>

      {draft.steps.map((step, i) => (
        <StepEditor key={step.id} def={draft} step={step} index={i} onChange={setDraft} />
      ))}

      {error ? (
        <div role="alert">
          <AlertBanner>{error}</AlertBanner>
        </div>
      ) : null}
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-stone bg-paper/95 py-4 backdrop-blur">
        <button type="button" className={btnPrimary} disabled={!dirty || saving} onClick={save}>
          {saving ? t("admin.common.saving") : t("admin.configurator.save")}
        </button>
        <button
          type="button"
          className={btnSecondary}
          disabled={!dirty || saving}
          onClick={() => {
            setDraft(record.definition);
            setPublished(record.published);
          }}
        >
          {t("admin.configurator.discard")}
        </button>
        {dirty ? <span className="text-sm text-muted">{t("admin.configurator.unsaved")}</span> : null}
      </div>

      <Card title={t("admin.configurator.versions")}>
        <ol className="space-y-1 text-sm" data-testid="configurator-versions">
          {record.versions.map((v) => (
            <li key={v.version}>
              {t(v.createdBy ? "admin.configurator.versionLine" : "admin.configurator.firstVersionLine", {
                version: v.version,
                date: formatDateTime(v.createdAt),
              })}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
