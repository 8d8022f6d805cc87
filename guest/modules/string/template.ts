// string.Template: `$name`, `${name}` and `$$` substitution with string.py's default pattern,
// substitute (KeyError for a missing name, ValueError naming the line and column of an invalid
// placeholder) and safe_substitute (leaves both as written), get_identifiers, is_valid.

import {
  E,
  PyBaseException,
  PyDict,
  PyList,
  PyType,
  T,
  builtin,
  defineMethods,
  defineProperties,
  getItem,
  isSubtype,
  raise,
  str,
  typeName,
} from "../../values/index.js";

export const TemplateType = new PyType("Template", [T.object], "string");

// string.Template.pattern: escaped, named, braced, invalid (idpattern `(?a:[_a-z][_a-z0-9]*)`, re.I).
export const PATTERN = /\$(?:(\$)|([_a-zA-Z][_a-zA-Z0-9]*)|\{([_a-zA-Z][_a-zA-Z0-9]*)\}|())/g;

class Template {
  constructor(readonly template: unknown) {}

  private text(): string {
    if (typeof this.template !== "string") raise(E.TypeError, `expected string or bytes-like object, got '${typeName(this.template)}'`);
    return this.template as string;
  }

  render(lookup: (name: string) => unknown, safe: boolean): string {
    const text = this.text();
    return text.replace(PATTERN, (match, escaped, named, braced, invalid, offset: number) => {
      if (escaped !== undefined) return "$";
      const name = named ?? braced;
      if (name !== undefined) {
        const v = lookup(name);
        return v === undefined ? match : str(v);
      }
      // The invalid group is the empty match just after the `$`.
      if (invalid !== undefined && !safe) invalidPlaceholder(text, offset + 1);
      return match;
    });
  }

  identifiers(): string[] {
    const ids: string[] = [];
    for (const m of this.text().matchAll(PATTERN)) {
      const name = m[2] ?? m[3];
      if (name !== undefined && !ids.includes(name)) ids.push(name);
    }
    return ids;
  }

  valid(): boolean {
    for (const m of this.text().matchAll(PATTERN)) if (m[4] !== undefined) return false;
    return true;
  }
}
Object.defineProperty(Template.prototype, "$type", { value: TemplateType });

/** Template._invalid: line and column (1-based) of the `$` that starts nothing valid. */
function invalidPlaceholder(text: string, i: number): never {
  const before = text.slice(0, i);
  const lines = before.split(/(?<=\r\n|\r|\n)/).filter((l) => l !== "");
  const lineno = lines.length || 1;
  const colno = lines.length ? i - lines.slice(0, -1).join("").length : 1;
  return raise(E.ValueError, `Invalid placeholder in string: line ${lineno}, col ${colno}`);
}

/** ChainMap(kws, mapping): keywords win; `safe` makes a missing name undefined instead of KeyError. */
function lookupIn(mapping: unknown, kws: PyDict | null, safe: boolean): (name: string) => unknown {
  return (name) => {
    if (kws?.has(name)) return kws.get(name);
    if (mapping === undefined) {
      if (safe) return undefined;
      return getItem(new PyDict(), name);
    }
    if (!safe) return getItem(mapping, name);
    if (mapping instanceof PyDict) return mapping.get(name);
    try {
      return getItem(mapping, name);
    } catch (e) {
      if (e instanceof PyBaseException && isSubtype(e.type, E.KeyError)) return undefined;
      throw e;
    }
  };
}

TemplateType.construct = (pos, kw) => ctor.$kw!(pos, kw ?? {});
const ctor = builtin("Template", "template", (t: unknown) => new Template(t), { style: "python" });

defineProperties(TemplateType, { template: (t: Template) => t.template });
defineMethods(TemplateType, {
  substitute: builtin("substitute", "self, mapping=?, /, **kws", (self: Template, mapping: unknown, kws: PyDict | null) =>
    self.render(lookupIn(mapping, kws, false), false), { style: "python" },
  ),
  safe_substitute: builtin("safe_substitute", "self, mapping=?, /, **kws", (self: Template, mapping: unknown, kws: PyDict | null) =>
    self.render(lookupIn(mapping, kws, true), true), { style: "python" },
  ),
  get_identifiers: builtin("get_identifiers", "self", (self: Template) => new PyList(self.identifiers()), { style: "python" }),
  is_valid: builtin("is_valid", "self", (self: Template) => self.valid(), { style: "python" }),
});
