// A flow kept in the page's URL so a link shares it: the fragment holds the script and its
// fixtures as form-encoded fields (`#code=...&fixtures=...`). The fragment never reaches a
// server, and form encoding keeps a short script readable in the address bar.

export interface SharedFlow {
  code: string;
  /** The fixtures' JSON text as typed (it may not parse: the run reports that). */
  fixtures: string;
}

/** The flow in a URL fragment (with or without its `#`), or null when it holds none. */
export function readSharedFlow(hash: string): SharedFlow | null {
  const fields = new URLSearchParams(hash.replace(/^#/, ""));
  const code = fields.get("code");
  if (code === null) return null;
  return { code, fixtures: fields.get("fixtures") ?? "{}" };
}

/** The URL fragment (with its `#`) that holds `flow`. */
export function sharedFlowHash(flow: SharedFlow): string {
  return `#${new URLSearchParams({ code: flow.code, fixtures: flow.fixtures })}`;
}
