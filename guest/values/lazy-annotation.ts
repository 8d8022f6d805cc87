// An annotation typing.get_type_hints evaluates when it is called, as CPython evaluates a
// postponed or string annotation then (in a script that mentions get_type_hints: the transpiler's
// emit-annotation.ts makes these). Other readers (dataclasses' Field.type) see `shown`.

export class LazyAnnotation {
  constructor(
    /** The annotation's value, evaluated now. */
    readonly get: () => unknown,
    /** What the annotation is without get_type_hints: the string, or undefined when postponed. */
    readonly shown: unknown,
  ) {}
}

export const lazyAnnotation = (get: () => unknown, shown: unknown) => new LazyAnnotation(get, shown);

/** The value an annotation stands for once evaluated. */
export const annotationValue = (v: unknown) => (v instanceof LazyAnnotation ? v.get() : v);

/** The value an annotation has for a reader other than get_type_hints. */
export const annotationShown = (v: unknown) => (v instanceof LazyAnnotation ? v.shown : v);
