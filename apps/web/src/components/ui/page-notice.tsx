import type { ReactNode } from "react";

/** A page with only a centred message: loading, failed, empty or not found (checkout and order pages). */
export function PageNotice({ children }: { children: ReactNode }) {
  return <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">{children}</main>;
}

/** A page that only says it is loading ("Loading orders..."), or, as an `error`, why it cannot show anything. */
export function LoadingNotice({ text, error = false }: { text: string; error?: boolean }) {
  return (
    <PageNotice>
      <p role={error ? "alert" : "status"} className={`text-sm ${error ? "text-danger" : "text-muted"}`}>
        {text}
      </p>
    </PageNotice>
  );
}
