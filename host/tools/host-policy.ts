// The host lists of config `web.fetch`: `allow_hosts` (when non-empty, the only hosts fetched)
// and `deny_hosts` (never fetched, nor shown in web_search results). Names or globs such as
// `*.example.org`, compared without letter case against the URL's host name (in linear time:
// the lists come from the config).
import { anyGlob } from "../permissions/linear-glob.js";
import { ToolPermissionError } from "../registry.js";

export interface HostLists {
  allowHosts?: readonly string[] | undefined;
  denyHosts?: readonly string[] | undefined;
}

export interface HostPolicy {
  /** Why `url`'s host may not be fetched, or null when it may. */
  refusal(url: URL): string | null;
}

export function hostPolicy(lists: HostLists): HostPolicy {
  const matcher = (globs: readonly string[] | undefined) => (globs?.length ? anyGlob(globs, { nocase: true }) : null);
  const allow = matcher(lists.allowHosts);
  const deny = matcher(lists.denyHosts);
  return {
    refusal(url) {
      const host = url.hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "").toLowerCase();
      if (deny?.(host)) return `${host} is in the config's web.fetch.deny_hosts`;
      if (allow && !allow(host)) return `${host} is not in the config's web.fetch.allow_hosts`;
      return null;
    },
  };
}

/** Throws the refusal as the script's ToolPermissionError. */
export function checkHost(policy: HostPolicy, url: URL): void {
  const why = policy.refusal(url);
  if (why !== null) throw new ToolPermissionError(`permission denied: ${why} (fetching ${url.href})`);
}
