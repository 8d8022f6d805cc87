// Permission rules: `{tool, args}` in buckets allow / ask / ask-unless-allowed / deny.
// A rule matches a call when its tool glob matches the tool name and each of its args matches
// the call's argument (exact or glob; path arguments compared as real absolute paths).
import type { PermissionRule, Permissions } from "../config/schema.js";
import { absoluteGlob, globMatcher, globMatches } from "./glob.js";

export type Bucket = "allow" | "ask" | "ask-unless-allowed" | "deny";
export const BUCKETS: readonly Bucket[] = ["deny", "ask", "allow", "ask-unless-allowed"];
export type RuleSet = Record<Bucket, readonly PermissionRule[]>;

/** Pseudo tool names for filesystem capability rules: `{tool: fs.read, args: {path: glob}}`. */
export const FS_READ = "fs.read";
export const FS_WRITE = "fs.write";

export function ruleSet(rules: Partial<Permissions> | undefined): RuleSet {
  return {
    allow: rules?.allow ?? [],
    ask: rules?.ask ?? [],
    "ask-unless-allowed": rules?.["ask-unless-allowed"] ?? [],
    deny: rules?.deny ?? [],
  };
}

/**
 * Compiles every glob of the rules, as written and as a path glob under `ctx`, so a glob the
 * matcher refuses (rules given through the API, or a root holding `(`) fails now, not at a call.
 */
export function checkRuleGlobs(rules: RuleSet, ctx: RuleContext): void {
  for (const bucket of BUCKETS) {
    for (const rule of rules[bucket]) {
      globMatcher(rule.tool);
      for (const want of Object.values(rule.args ?? {})) {
        if (typeof want === "string") [want, absoluteGlob(want, ctx.root, ctx.home)].forEach(globMatcher);
      }
    }
  }
}

/** What a rule is compared with: a tool name and arguments, path arguments already real. */
export interface Subject {
  tool: string;
  args: Readonly<Record<string, unknown>>;
  /** Argument names whose values are paths (rule globs for them are made absolute). */
  pathKeys: ReadonlySet<string>;
}

export interface RuleContext {
  root: string;
  home?: string;
}

/**
 * A list argument matches an allow rule only when every item does, and a deny or ask rule when
 * any item does: a list never slips an unmatched item through an allow, nor a matched one past a deny.
 */
export function ruleMatches(rule: PermissionRule, bucket: Bucket, subject: Subject, ctx: RuleContext): boolean {
  if (!globMatches(rule.tool, subject.tool)) return false;
  for (const [key, want] of Object.entries(rule.args ?? {})) {
    if (!Object.hasOwn(subject.args, key)) return false;
    const have = subject.args[key];
    const items = Array.isArray(have) ? have : [have];
    if (items.length === 0) return false;
    const glob = typeof want === "string" && subject.pathKeys.has(key) ? absoluteGlob(want, ctx.root, ctx.home) : want;
    const one = (item: unknown) => valueMatches(glob, item);
    if (!(bucket === "allow" ? items.every(one) : items.some(one))) return false;
  }
  return true;
}

function valueMatches(want: string | number | boolean, have: unknown): boolean {
  if (typeof want !== "string") return want === have;
  if (typeof have === "string") return globMatches(want, have);
  return (typeof have === "number" || typeof have === "boolean") && String(have) === want;
}

/** How a rule is named in a denial: its bucket and its text. */
export function describeRule(bucket: Bucket, rule: PermissionRule): string {
  const args = rule.args ? `, args: ${JSON.stringify(rule.args)}` : "";
  return `${bucket} rule {tool: ${JSON.stringify(rule.tool)}${args}}`;
}
