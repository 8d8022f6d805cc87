// What CPython 3.11's Flag does with values: the members a value holds (iterating a member),
// the combination a value makes (Flag._missing_: `Perm.R | Perm.W` is `<Perm.R|W: 3>`, made once
// per value and kept in `_value2member_map_`), bits no member has (refused by Flag's STRICT
// boundary, kept by IntFlag's KEEP), and `~`.
import {
  E, PyType, bitLength, callPy, intAdd, intAnd, intInvert, intLShift, intOr, intOrder, intSign, intSub, intXor, isInt, raise, repr,
  type Int,
} from "../../values/index.js";
import { data, type EnumData } from "./data.js";
import { EnumMember } from "./member.js";

export const isSingleBit = (v: Int): boolean => intSign(v) > 0 && intAnd(v, intSub(v, 1)) === 0;

/** Its set bits, lowest first (enum._iter_bits_lsb). */
function* bitsOf(v: Int): Generator<Int> {
  while (v !== 0) {
    const b = intAnd(v, intSub(0, v));
    yield b;
    v = intXor(v, b);
  }
}

/** Counts the members' values into a Flag's masks (EnumType's `_flag_mask_`, `_singles_mask_`). */
export function addToMasks(d: EnumData, value: Int): void {
  d.flagMask = intOr(d.flagMask, value);
  if (isSingleBit(value)) d.singlesMask = intOr(d.singlesMask, value);
}

/** `_all_bits_`: every bit up to the highest any member has. */
const allBits = (d: EnumData): Int => intSub(intLShift(1, bitLength(d.flagMask)), 1);

/** The members whose bits `value` holds (Flag._iter_member_): by value, or in definition order
 *  where the class defined its single-bit members out of value order; null for a bit whose value
 *  no member has, as CPython's `_value2member_map_.get(bit)`. */
export function membersOf(t: PyType, value: Int): (EnumMember | null)[] {
  const d = data(t);
  const found = [...bitsOf(intAnd(value, d.flagMask))].map((bit) => (d.byValue.get(bit) as EnumMember | undefined) ?? null);
  return d.byDefinition ? found.sort((a, b) => d.members.indexOf(a!) - d.members.indexOf(b!)) : found;
}

/** `int.bit_count()`: what len() of a Flag member is. */
export function bitCount(v: Int): number {
  let n = 0;
  for (const _ of bitsOf(v)) n++;
  return n;
}

/** enum.bin(): `0b0 1000`, sign apart from the digits, padded to `width`. */
function bin(num: Int, width: number): string {
  const ceiling = intLShift(1, bitLength(num));
  const s = intSign(num) >= 0 ? `0b0${(intAdd(num, ceiling) as number).toString(2).slice(1)}` : `0b${intXor(intInvert(num), intAdd(intSub(ceiling, 1), ceiling)).toString(2)}`;
  const sign = s.slice(0, 3);
  let digits = s.slice(3);
  if (digits.length < width) digits = (sign[2].repeat(width) + digits).slice(-width);
  return `${sign} ${digits}`;
}

/** Flag._missing_: the member for an int value no member has, made of the members it holds. */
export function flagMissing(t: PyType, given: any): EnumMember {
  if (!isInt(given) && typeof given !== "boolean") raise(E.ValueError, `${repr(given)} is not a valid ${t.qualname}`);
  const d = data(t);
  const all = allBits(d);
  let value: Int = typeof given === "boolean" ? Number(given) : given;
  if (intOrder(value, intInvert(all)) < 0 || intOrder(value, all) > 0 || intAnd(value, intXor(all, d.flagMask)) !== 0) {
    if (!d.keep) {
      const width = Math.max(bitLength(value), bitLength(d.flagMask));
      raise(E.ValueError, `${repr(t)} invalid value ${repr(value)}\n    given ${bin(value, width)}\n  allowed ${bin(d.flagMask, width)}`);
    }
    if (intSign(value) < 0) {
      const span = intLShift(1, bitLength(value));
      value = intAdd(intOrder(intAdd(all, 1), span) > 0 ? intAdd(all, 1) : span, value);
    }
  }
  let negative: Int | null = null;
  if (intSign(value) < 0) {
    negative = value;
    value = intAdd(intAdd(all, 1), value);
  }
  const aliases = intAnd(value, intInvert(d.singlesMask));
  const singles = intAnd(value, d.singlesMask);
  let name: string | null = null;
  if (singles !== 0 || aliases !== 0) {
    const parts = membersOf(t, singles) as EnumMember[];
    let combined: Int = parts.reduce((acc: Int, m) => intOr(acc, m.value), 0);
    if (aliases !== 0) {
      for (const m of d.memberMap.values() as Iterable<EnumMember>) {
        if (!parts.includes(m) && m.value !== 0 && intAnd(m.value, value) === m.value) {
          parts.push(m);
          combined = intOr(combined, m.value);
        }
      }
    }
    const unknown = intXor(value, combined);
    if (combined !== 0) name = parts.map((m) => m.name).join("|");
    if (combined !== 0 && unknown !== 0) {
      if (!d.keep) raise(E.ValueError, `${repr(t)}: no members with value ${repr(unknown)}`);
      name += `|${repr(unknown)}`;
    }
  }
  let member = d.byValue.get(value) as EnumMember | undefined;
  if (member === undefined) d.byValue.set(value, (member = new EnumMember(t, name, value)));
  if (negative !== null) d.byValue.set(negative, member);
  return member;
}

/** Flag.__invert__: the class's member for the other bits (IntFlag: for `~value`). */
export function invert(m: EnumMember): EnumMember {
  const d = data(m.$type);
  return callPy(m.$type, [d.keep ? intInvert(m.value) : intAnd(d.singlesMask, intInvert(m.value))]);
}
