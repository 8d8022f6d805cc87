// Decimal.__format__: the format spec mini-language as the C implementation reads it for Decimals.

import { E, raise } from "../../values/index.js";
import { context } from "./context.js";
import { type Dec, adjusted, digits, fix, rescale, toSci } from "./number.js";

/** Decimal.__format__ for the usual specs: [[fill]align][sign][,|_][width][.precision][f|F|%|e|E|g|G]. */
export function formatDecimal(d: Dec, spec: string): string {
  const m = /^(?:(.)?([<>=^]))?([+\- ])?(0)?(\d+)?([,_])?(?:\.(\d+))?([fFeEgG%n])?$/s.exec(spec);
  if (!m) return raise(E.ValueError, "invalid format string");
  const [, fill0, align0, signOpt, zero, widthText, group, precText, type] = m;
  let body: string;
  let x = d;
  if (type === "%") x = { ...d, exp: d.exp + 2 };
  const precision = precText === undefined ? undefined : Number(precText);
  if (x.special) body = toSci({ ...x, sign: 0 });
  else if (type === "f" || type === "F" || type === "%") {
    const r = precision === undefined ? x : rescale(x, -precision, context().rounding);
    body = plain({ ...r, sign: 0 });
  } else if (type === "e" || type === "E") {
    const p = precision ?? digits(x.coef) - 1;
    const r = fix(x, p + 1, context().rounding);
    const ds = r.coef.toString().padEnd(p + 1, "0");
    const e = adjusted(r);
    body = `${ds[0]}${p > 0 ? "." + ds.slice(1) : ""}${type}${e < 0 ? "-" : "+"}${Math.abs(e)}`;
  } else {
    body = toSci({ ...(precision === undefined ? x : fix(x, precision, context().rounding)), sign: 0 });
  }
  if (type === "%") body += "%";
  if (group) {
    const [int, frac] = body.split(".");
    body = int.replace(/\B(?=(\d{3})+(?!\d))/g, group) + (frac !== undefined ? "." + frac : "");
  }
  const signText = d.sign ? "-" : signOpt === "+" ? "+" : signOpt === " " ? " " : "";
  const width = widthText === undefined ? 0 : Number(widthText);
  const fill = fill0 ?? (zero ? "0" : " ");
  const align = align0 ?? (zero ? "=" : ">");
  const pad = Math.max(0, width - signText.length - [...body].length);
  if (align === "=") return signText + fill.repeat(pad) + body;
  if (align === "<") return signText + body + fill.repeat(pad);
  if (align === "^") return fill.repeat(Math.floor(pad / 2)) + signText + body + fill.repeat(Math.ceil(pad / 2));
  return fill.repeat(pad) + signText + body;
}

/** Fixed-point text of a finite value. */
function plain(d: Dec): string {
  const s = d.coef.toString();
  if (d.exp >= 0) return s + "0".repeat(d.exp);
  const n = -d.exp;
  const padded = s.padStart(n + 1, "0");
  return `${padded.slice(0, -n)}.${padded.slice(-n)}`;
}

