import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { useLanguage, useT } from "../i18n/use-t";
import { descriptionTag } from "../lib/document-meta";
import { routeHead } from "../lib/head";
import { useAppSelector } from "./hooks";

/** Keeps the tab's title and the description in step with the route's head as the shopper moves on. */
export function RouteHead() {
  const matches = useMatches();
  const location = useLocation();
  const t = useT();
  const language = useLanguage();
  const title = useAppSelector((state) => {
    const url = new URL(`${location.pathname}${location.search}`, "http://shop");
    const head = routeHead(matches, url, state, { language, t });
    return head ? `${head.title}\n${head.description}` : null;
  });
  useEffect(() => {
    if (title === null) return;
    const [text = "", description = ""] = title.split("\n");
    document.title = text;
    descriptionTag().content = description;
  }, [title]);
  return null;
}
