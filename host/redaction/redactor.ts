// The one filter every string a tool hands a flow goes through (its text, JSON, error, denial):
// secret words become SECRET_MARK, host folders in any spelling become what stands for them
// (a path under the project root its root-relative rest). One pass over the text, longest
// match first; every other character is left exactly as it was. Node-free.
import { ROOT_SHOWN_AS, pathForms, type HostPath } from "./host-paths.js";

/** What a secret word becomes wherever a tool's answer holds it. */
export const SECRET_MARK = "[hidden]";

export interface RedactorOptions {
  /** The project root (and its real path): a path under it is shown relative to it. */
  roots?: readonly string[];
  /** Other host folders, each shown as its `shownAs`. */
  hostPaths?: readonly HostPath[];
  /** Literal secret words (config `secrets.words`). */
  words?: readonly string[];
}

export class Redactor {
  /** Hidden text -> what replaces it; the first entry for a text wins (roots, then hostPaths). */
  private readonly replacements = new Map<string, string>();
  private readonly pattern: RegExp | null;
  /** A piece of every key: text holding none of them holds no key, and is returned unscanned. */
  private readonly anchors: string[];

  constructor(options: RedactorOptions) {
    for (const root of options.roots ?? []) {
      const clean = trimSlash(root);
      if (clean.length < 2) continue;
      for (const form of pathForms(clean)) {
        this.add(`${form}/`, "");
        this.add(form, ROOT_SHOWN_AS);
      }
    }
    for (const { path, shownAs } of options.hostPaths ?? []) {
      for (const form of pathForms(trimSlash(path))) this.add(form, shownAs);
    }
    // An empty word would match everywhere (Secrets ignores it too).
    for (const word of options.words ?? []) if (word !== "") this.add(word, SECRET_MARK);
    const keys = [...this.replacements.keys()].sort((a, b) => b.length - a.length);
    this.pattern = keys.length ? new RegExp(keys.map(escapeRegExp).join("|"), "g") : null;
    this.anchors = [...new Set(keys.map(anchorOf))];
  }

  /** `text` with every secret word and host path replaced. */
  text(text: string): string {
    // A scan for a few plain strings is many times faster than the alternation over a long text.
    if (this.pattern === null || !this.holdsAnchor(text)) return text;
    return text.replace(this.pattern, (hit) => this.replacements.get(hit)!);
  }

  /** A JSON value with every string (keys too) redacted; a number spelling a secret becomes a string. */
  value(value: unknown): unknown {
    if (this.pattern === null) return value;
    if (typeof value === "string") return this.text(value);
    if (typeof value === "number") {
      const hidden = this.text(String(value));
      return hidden === String(value) ? value : hidden;
    }
    if (Array.isArray(value)) return value.map((item) => this.value(item));
    if (typeof value === "object" && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [this.text(key), this.value(item)]));
    }
    return value;
  }

  /**
   * JSON text redacted token by token, so it stays JSON and keeps its numbers as written (a
   * JsonText's big ints and `3.0`): string tokens are decoded, redacted and encoded again.
   */
  jsonText(json: string): string {
    if (this.pattern === null) return json;
    // Without escapes every token is a piece of the text as written: text holding no key's
    // anchor holds no key in any token (the token walk costs tens of ms per MiB).
    if (!json.includes("\\") && !this.holdsAnchor(json)) return json;
    return json.replace(JSON_TOKEN, (token) => {
      if (token.startsWith('"')) {
        const decoded = JSON.parse(token) as string;
        const hidden = this.text(decoded);
        return hidden === decoded ? token : JSON.stringify(hidden);
      }
      return this.number(token) ?? token;
    });
  }

  private holdsAnchor(text: string): boolean {
    return this.anchors.some((anchor) => text.includes(anchor));
  }

  /** A number's text, as a JSON string, when it holds something to hide. */
  private number(text: string): string | undefined {
    const hidden = this.text(text);
    return hidden === text ? undefined : JSON.stringify(hidden);
  }

  private add(hidden: string, shownAs: string): void {
    if (!this.replacements.has(hidden)) this.replacements.set(hidden, shownAs);
  }
}

// A JSON string token, or a number literal (the only other tokens that can hold a secret word).
const JSON_TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/** A key's first path segment (a word is its own): the key holds it whatever its spelling. */
function anchorOf(key: string): string {
  const rest = key.replace(/^(file:\/\/(localhost)?)?(\/|%2F)/i, "");
  const end = rest.search(/\/|%2F/i);
  return end > 0 ? rest.slice(0, end) : rest || key;
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
