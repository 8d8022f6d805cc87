// The structural outline file_read gives instead of a file too large to return whole: the lines
// that name the file's parts (Markdown headings; Python def/class; JS/TS functions, classes,
// exports; JSON and YAML keys of the first two levels), fed one line at a time so a file of any
// size is outlined while it streams past.

/** Takes the file's lines in order (1-based `n`, line ending removed); says which to list. */
export type Outliner = (line: string, n: number) => boolean;

/** An outliner for the file's type, by its name; null when the type has none. */
export function outlinerFor(fileName: string): Outliner | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? "";
  switch (ext) {
    case "md":
    case "markdown":
    case "mdx":
      return markdownOutliner();
    case "py":
    case "pyi":
      return (line) => PYTHON.test(line);
    case "js":
    case "mjs":
    case "cjs":
    case "jsx":
    case "ts":
    case "mts":
    case "cts":
    case "tsx":
      return scriptOutliner();
    case "json":
    case "jsonc":
    case "json5":
      return jsonOutliner();
    case "yaml":
    case "yml":
      return (line) => YAML_KEY.test(line) || line === "---";
    default:
      return null;
  }
}

const PYTHON = /^\s*(async\s+def|def|class)\s+[A-Za-z_]\w*/;

/** ATX headings, not counting `#` lines inside fenced code blocks. */
function markdownOutliner(): Outliner {
  let fence: string | null = null;
  return (line) => {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      return false;
    }
    return fence === null && /^ {0,3}#{1,6}(\s|$)/.test(line);
  };
}

// Declarations at any depth, and top-level bindings of functions or exported values.
const DECLARATION = /^\s*(export\s+)?(default\s+)?(declare\s+)?(abstract\s+)?(async\s+)?(function\b|class\s|interface\s|type\s+[\w$]+\s*[=<]|enum\s|namespace\s|module\s)/;
const EXPORTED = /^export\s+(const|let|var|\{|\*|default)/;
const FUNCTION_BINDING = /^(const|let|var)\s+[\w$]+\s*(:[^=]+)?=\s*(async\s+)?(function\b|\([^)]*\)\s*(:[^=]+)?=>|[\w$]+\s*=>)/;
// A method: indented name, parameters, optional return type, and the body's `{` ending the line.
const METHOD = /^\s+(?:(?:public|private|protected|static|readonly|override|abstract|async|get|set)\s+)*\*?#?([\w$]+)\s*(?:<[^>]*>)?\(.*\)\s*(?::\s*[^{;=]+)?\{\s*$/;
const NOT_METHODS = new Set(["if", "for", "while", "switch", "catch", "return", "function", "with", "else", "do", "try", "await", "typeof", "new"]);

function scriptOutliner(): Outliner {
  return (line) => {
    if (DECLARATION.test(line) || EXPORTED.test(line) || FUNCTION_BINDING.test(line)) return true;
    const method = METHOD.exec(line);
    return method !== null && !NOT_METHODS.has(method[1]!);
  };
}

/** Keys of the top-level object and of the objects directly in it, tracked across lines. */
function jsonOutliner(): Outliner {
  let depth = 0;
  let inString = false;
  let escaped = false;
  return (line) => {
    const listed = !inString && depth >= 1 && depth <= 2 && /^\s*"(?:[^"\\]|\\.)*"\s*:/.test(line);
    for (const ch of line) {
      if (inString) {
        if (escaped) escaped = false;
        else if (ch === "\\") escaped = true;
        else if (ch === '"') inString = false;
      } else if (ch === '"') inString = true;
      else if (ch === "{" || ch === "[") depth++;
      else if (ch === "}" || ch === "]") depth--;
    }
    return listed;
  };
}

// A mapping key at indent 0 or 2 (`key:` / `key: value`, quoted keys too), not a list item or comment.
const YAML_KEY = /^( {0,2})(?![\s#-])("[^"]*"|'[^']*'|[^\s:#][^:#]*?)\s*:(\s|$)/;
