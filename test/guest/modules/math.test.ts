// math against CPython: constants, rounding to int, logs of big ints, domain and range errors,
// exact integer functions and fsum.
import { describe } from "vitest";
import { differential } from "./harness.js";

const cases = [
  "math.pi", "math.e", "math.tau", "math.inf", "math.nan",
  "math.sqrt(2)", "math.sqrt(16)", "math.sqrt(-1)", "math.sqrt(10 ** 40)", "math.sqrt('x')",
  "math.floor(2.5)", "math.floor(-2.5)", "math.ceil(2.1)", "math.trunc(-2.7)", "math.floor(7)",
  "math.floor(1e300)", "math.floor(float('nan'))", "math.ceil(float('inf'))", "math.floor(True)",
  "math.log(100)", "math.log(100, 10)", "math.log(8, 2)", "math.log(0)", "math.log(-1)", "math.log(2 ** 2000)",
  "math.log(10, 1)", "math.log2(1024)", "math.log2(2 ** 1100)", "math.log10(1000)", "math.log10(0.001)",
  "math.exp(1)", "math.exp(1000)", "math.exp(-1000)", "math.expm1(1e-10)", "math.log1p(1e-10)",
  "math.pow(2, 10)", "math.pow(0, -1)", "math.pow(-8, 1 / 3)", "math.pow(10, 400)", "math.pow(2, 0.5)",
  "math.fabs(-3)", "math.gcd(12, 18)", "math.gcd(12, 18, 8)", "math.gcd()", "math.gcd(-4, 6)", "math.gcd(2.0, 4)",
  "math.lcm(4, 6)", "math.lcm(4, 6, 10)", "math.lcm()", "math.lcm(0, 5)",
  "math.factorial(0)", "math.factorial(20)", "math.factorial(30)", "math.factorial(-1)", "math.factorial(3.0)",
  "math.isclose(1.0, 1.0 + 1e-10)", "math.isclose(1.0, 1.1)", "math.isclose(1.0, 1.1, rel_tol=0.2)",
  "math.isclose(0.0, 1e-12, abs_tol=1e-9)", "math.isclose(1, 1, rel_tol=-1)",
  "math.isnan(float('nan'))", "math.isnan(1)", "math.isinf(float('-inf'))", "math.isfinite(1e308)",
  "math.prod([1, 2, 3, 4])", "math.prod([])", "math.prod([2, 0.5])", "math.prod([1, 2], start=3)",
  "math.fsum([0.1] * 10)", "sum([0.1] * 10)", "math.fsum([1e100, 1.0, -1e100])", "math.fsum([])",
  "math.fsum([float('inf'), 1])", "math.fsum([float('inf'), float('-inf')])", "math.fsum([1e308, 1e308])",
  "math.hypot(3, 4)", "math.hypot(1, 2, 2)", "math.hypot()",
  "math.sin(0)", "math.cos(math.pi)", "math.tan(1)", "math.asin(2)", "math.acos(0.5)", "math.atan(1)",
  "math.atan2(1, -1)", "math.sin(float('inf'))",
  "math.degrees(math.pi)", "math.radians(180)",
  "math.comb(5, 2)", "math.comb(50, 25)", "math.comb(2, 5)", "math.comb(-1, 2)",
  "math.perm(5, 2)", "math.perm(5)", "math.perm(3, 5)",
  "math.copysign(3, -0.0)", "math.copysign(-2, 1)",
  "math.fmod(7, 3)", "math.fmod(-7, 3)", "math.fmod(1, 0)", "math.modf(2.5)", "math.modf(-2.0)",
  "math.frexp(8.0)", "math.frexp(0.1)", "math.ldexp(0.5, 4)", "math.isqrt(99)", "math.isqrt(10 ** 30)", "math.isqrt(-1)",
  "math.dist((0, 0), (3, 4))", "math.sinh(1)", "math.cosh(1000)", "math.atanh(1)",
];

describe("math (differential against CPython)", () => {
  differential("import math", cases);
});
