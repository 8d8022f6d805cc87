// A JS expression for a float's value, exact for NaN, the infinities and -0.

export function jsNumber(n: number): string {
  if (Number.isNaN(n)) return "0/0";
  if (!Number.isFinite(n)) return n > 0 ? "1/0" : "-1/0";
  return Object.is(n, -0) ? "-0" : String(n);
}
