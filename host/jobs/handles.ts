// Job handles: the flow's name, or the name with `-2`, `-3`, ... when it is taken.

export function uniqueHandle(name: string, taken: (handle: string) => boolean): string {
  if (!taken(name)) return name;
  for (let n = 2; ; n++) {
    const handle = `${name}-${n}`;
    if (!taken(handle)) return handle;
  }
}
