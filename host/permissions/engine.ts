// The permission engine: decides every nested tool call of a flow from the mode, the
// layered rules, secrets and `.agentblock`, on real paths. Inside a flow nothing prompts: a
// would-ask call is covered by the flow's approval, except ungranted paths outside the root.
import { realpathSync } from "node:fs";
import * as path from "node:path";
import { fileURLToPath } from "node:url";
import type { PermissionMode, Permissions } from "../config/schema.js";
import { blockingFolder } from "./agentblock.js";
import type { Classifier } from "./classifier.js";
import { absoluteArg, isWithin, realPath } from "./real-path.js";
import { BUCKETS, FS_READ, FS_WRITE, checkRuleGlobs, describeRule, ruleMatches, ruleSet, type Bucket, type RuleContext, type RuleSet, type Subject } from "./rules.js";
import { Secrets, type SecretsConfig } from "./secrets.js";
import { Redactor } from "../redaction/redactor.js";
import { BUILTIN_ACCESS, type ToolAccess } from "./tool-access.js";

export interface PermissionEngineOptions {
  /** The project root: paths below it are inside; relative paths and rule globs start here. */
  projectRoot: string;
  mode?: PermissionMode;
  /** The rules, user and project layers already combined (host/config's loadConfig does that). */
  rules?: Partial<Permissions>;
  secrets?: Partial<SecretsConfig>;
  /** Autonomous mode: answers would-ask calls; without one every would-ask is "unsure". */
  classifier?: Classifier;
  /** Path and URL arguments of tools beyond the built-in ones. */
  toolAccess?: Readonly<Record<string, ToolAccess>>;
  /** For `~` in arguments and rules; defaults to the OS home folder. */
  home?: string;
}

/** `by` names what decided: a rule's text, a mode, `.agentblock`, the classifier or the approval. */
export type Verdict = { allowed: true; by: string } | { allowed: false; by: string; message: string };

/** One path argument: as the script wrote it and as the filesystem resolves it. */
interface PathArg {
  key: string;
  access: "read" | "write";
  shown: string;
  real: string;
}

/**
 * Hides what a search may not surface; built per search so `.agentblock` lookups are cached.
 * A search applies the script's patterns only to what this leaves: visible files, their paths
 * as `showPath` gives them, lines `hidesLine` keeps (so their work never depends on hidden text).
 */
export interface SearchFilter {
  hidesFile(abs: string): Promise<boolean>;
  hidesLine(line: string): boolean;
  /** A root-relative path as the flow will see it: secret words replaced. */
  showPath(rel: string): string;
}

export class PermissionEngine {
  /** The real path of the project root. */
  readonly root: string;
  readonly mode: PermissionMode;
  /** For rule globs: the real root, and the home folder `~` stands for. */
  private readonly ruleContext: RuleContext;
  private readonly rules: RuleSet;
  private readonly secrets: Secrets;
  private readonly access: Readonly<Record<string, ToolAccess>>;
  /** `secrets.words` as the mode applies them: none in bypass and bypass_plus, which skip secret protections. */
  readonly secretWords: readonly string[];
  private readonly words: Redactor;

  constructor(private readonly options: PermissionEngineOptions) {
    this.root = realpathSync.native(path.resolve(options.projectRoot));
    this.mode = options.mode ?? "standard";
    this.rules = ruleSet(options.rules);
    this.secrets = new Secrets({ files: options.secrets?.files ?? [], words: options.secrets?.words ?? [] }, this.root, options.home);
    this.access = { ...BUILTIN_ACCESS, ...options.toolAccess };
    this.ruleContext = options.home === undefined ? { root: this.root } : { root: this.root, home: options.home };
    checkRuleGlobs(this.rules, this.ruleContext);
    this.secretWords = this.checksSecrets() ? (options.secrets?.words ?? []).filter((w) => w !== "") : [];
    this.words = new Redactor({ words: this.secretWords });
  }

  private checksSecrets(): boolean {
    return this.mode !== "bypass" && this.mode !== "bypass_plus";
  }

  /**
   * The decision for a nested call, the classifier included (runFlow's `decide` hook). `declared`
   * is the tool's own list of path and URL arguments, used when the engine has none for it.
   */
  decide(tool: string, args: Readonly<Record<string, unknown>>, signal?: AbortSignal, declared?: ToolAccess): Promise<Verdict> {
    return this.evaluate(tool, args, signal ?? new AbortController().signal, true, declared);
  }

  /**
   * The same decision without the classifier, for a tool re-checking what it is about to touch
   * (a redirect target, a path): the call itself already passed `decide`.
   */
  check(tool: string, args: Readonly<Record<string, unknown>>): Promise<Verdict> {
    return this.evaluate(tool, args, new AbortController().signal, false);
  }

  /** What grep, glob and web_search must leave out of their results for `tool`. */
  searchFilter(tool: string): SearchFilter {
    const blocked = new Map<string, string | null>();
    const checksSecrets = this.checksSecrets();
    const checksDeny = this.mode !== "bypass";
    const key = this.accessOf(tool).paths?.[0]?.key ?? "path";
    return {
      hidesFile: async (abs) => {
        if ((await blockingFolder(abs, blocked)) !== null) return true;
        if (checksSecrets && this.secrets.isSecretFile(abs)) return true;
        if (!checksDeny) return false;
        // A file the search tool, file_read or any reader is denied never shows up in results.
        const subjects: Subject[] = [
          { tool, args: { [key]: abs }, pathKeys: new Set([key]) },
          { tool: "file_read", args: { path: abs }, pathKeys: new Set(["path"]) },
          { tool: FS_READ, args: { path: abs }, pathKeys: new Set(["path"]) },
        ];
        return this.rules.deny.some((rule) => subjects.some((s) => ruleMatches(rule, "deny", s, this.ruleContext)));
      },
      hidesLine: (line) => checksSecrets && this.secrets.holdsSecretWord(line),
      showPath: (rel) => this.words.text(rel),
    };
  }

  private async evaluate(tool: string, args: Readonly<Record<string, unknown>>, signal: AbortSignal, classify: boolean, declared?: ToolAccess): Promise<Verdict> {
    const { subject, paths } = await this.subject(tool, args, declared);
    for (const p of paths) {
      const folder = await blockingFolder(p.real);
      if (folder !== null) return deny(".agentblock", `${p.shown} is under ${this.show(folder)}, which holds an .agentblock file`);
    }
    if (this.mode === "bypass") return { allowed: true, by: "bypass mode" };
    if (this.checksSecrets()) {
      const store = paths.find((p) => this.secrets.isHardDenied(p.real));
      if (store) return deny("built-in secret deny list", `${store.shown} is a credential store (built-in secret deny list)`);
    }
    const subjects = [subject, ...paths.map((p) => fsSubject(p))];
    const matched = this.matchingRules(subjects);
    const denied = matched.find((m) => m.bucket === "deny");
    if (denied) return deny(denied.text);
    if (this.mode === "bypass_plus") return { allowed: true, by: "bypass_plus mode (no deny rule matched)" };

    const asked = matched.find((m) => m.bucket === "ask");
    const allowed = matched.find((m) => m.bucket === "allow");
    const secretFile = paths.find((p) => this.secrets.isSecretFile(p.real));
    const ungranted = paths.filter((p) => !isWithin(this.root, p.real) && !this.granted(p, matched));
    if (!asked && allowed && !secretFile && ungranted.length === 0) return { allowed: true, by: allowed.text };

    // From here the call would ask; inside a flow the flow's approval answers, with one exception.
    const outside = ungranted[0];
    if (outside) return deny("outside the project root", `${outside.shown} is outside the project root and no allow rule grants it`);
    if (this.mode === "autonomous" && classify && !asked && this.options.classifier) {
      const answer = await this.options.classifier({ tool, args }, signal);
      if (answer === "allow") return { allowed: true, by: "classifier" };
      if (answer === "deny") return deny("classifier", `the permission classifier refused this ${tool} call`);
    }
    const why = asked?.text ?? (secretFile ? "secret file" : (matched.find((m) => m.bucket === "ask-unless-allowed")?.text ?? "no rule matched"));
    return { allowed: true, by: `flow approval (${why})` };
  }

  /**
   * What `tool` reads and writes: the engine's entry (own keys only, so a tool named
   * `constructor` is just unknown), else what the tool declares.
   */
  private accessOf(tool: string, declared?: ToolAccess): ToolAccess {
    return Object.hasOwn(this.access, tool) ? this.access[tool] : (declared ?? {});
  }

  /** The call with its path arguments replaced by real paths and URLs normalised. */
  private async subject(tool: string, args: Readonly<Record<string, unknown>>, declared?: ToolAccess): Promise<{ subject: Subject; paths: PathArg[] }> {
    const access = this.accessOf(tool, declared);
    const resolved: Record<string, unknown> = { ...args };
    const paths: PathArg[] = [];
    for (const spec of access.paths ?? []) {
      const keys = [spec.key, ...(spec.plural === undefined ? [] : [spec.plural])].filter((key) => Object.hasOwn(args, key));
      const given = keys.length ? keys.map((key) => args[key]) : [spec.default];
      const flat = given.flat();
      // Not path strings: the tool's own argument check refuses them with a clearer message.
      if (!flat.every((item): item is string => typeof item === "string" && !item.includes("\0"))) continue;
      const items = spec.fileUrl ? flat.flatMap(filePathOf) : flat;
      if (items.length === 0) continue;
      const reals: string[] = [];
      for (const shown of items) {
        const real = await realPath(absoluteArg(shown, this.root, this.options.home));
        paths.push({ key: spec.key, access: spec.access, shown, real });
        reals.push(real);
      }
      const list = keys.length > 1 || Array.isArray(given[0]);
      resolved[spec.key] = list ? reals : reals[0];
      if (spec.plural !== undefined) delete resolved[spec.plural];
    }
    for (const key of access.urls ?? []) {
      if (typeof args[key] === "string") resolved[key] = normalUrl(args[key]);
    }
    return { subject: { tool, args: resolved, pathKeys: new Set((access.paths ?? []).map((p) => p.key)) }, paths };
  }

  private matchingRules(subjects: Subject[]): MatchedRule[] {
    const found: MatchedRule[] = [];
    for (const bucket of BUCKETS) {
      for (const rule of this.rules[bucket]) {
        const hit = subjects.find((s) => ruleMatches(rule, bucket, s, this.ruleContext));
        if (hit) found.push({ bucket, text: describeRule(bucket, rule), subject: hit, pathRule: hasPathArg(rule.args, hit) });
      }
    }
    return found;
  }

  /** A path outside the root is granted only by an allow rule that names paths, not a bare tool rule. */
  private granted(p: PathArg, matched: MatchedRule[]): boolean {
    return matched.some((m) => m.bucket === "allow" && m.pathRule && (m.subject.tool === FS_READ || m.subject.tool === FS_WRITE ? m.subject.args.path === p.real : true));
  }

  /** A folder as a denial may name it: root-relative, else only its name (no host layout). */
  private show(abs: string): string {
    return isWithin(this.root, abs) ? path.relative(this.root, abs) || "." : path.basename(abs);
  }
}

interface MatchedRule {
  bucket: Bucket;
  text: string;
  subject: Subject;
  /** The rule constrains a path argument (so it can grant a path outside the root). */
  pathRule: boolean;
}

function hasPathArg(args: Readonly<Record<string, unknown>> | undefined, subject: Subject): boolean {
  return Object.keys(args ?? {}).some((key) => subject.pathKeys.has(key));
}

function fsSubject(p: PathArg): Subject {
  return { tool: p.access === "write" ? FS_WRITE : FS_READ, args: { path: p.real }, pathKeys: new Set(["path"]) };
}

/** `detail` is what the script reads; without one, the message names the deciding rule. */
function deny(by: string, detail?: string): Verdict {
  return { allowed: false, by, message: detail ? `permission denied: ${detail}` : `permission denied by ${by}` };
}

/** The path a `file:` URL names ([] for another scheme: not a path). */
function filePathOf(uri: string): string[] {
  if (!/^file:/i.test(uri)) return [];
  try {
    return [fileURLToPath(uri)];
  } catch {
    // Node refuses some (an encoded slash, a remote host) that a server may still read as a
    // local path: its path part decoded is what such a server would open.
    try {
      return [decodeURIComponent(new URL(uri).pathname)];
    } catch {
      return [uri];
    }
  }
}

function normalUrl(text: string): string {
  try {
    return new URL(text).href;
  } catch {
    // Not a URL: rules compare it as written, and the tool refuses it with its own message.
    return text;
  }
}
