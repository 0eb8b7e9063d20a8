// Ascending id lists (what FTS5 returns and the article index walks): binary search and merge-style
// set operations. Plain loops over numbers: these run over up to a million ids per search.
/** How many ids of an ascending list are below `bound`. */
export function countBelow(list: ArrayLike<number>, bound: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as number) < bound) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Set operations on ascending id lists. */
export function union(a: number[], b: number[]): number[] {
  if (!a.length) return b;
  if (!b.length) return a;
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out.push(x);
      i++;
      j++;
    } else if (x < y) {
      out.push(x);
      i++;
    } else {
      out.push(y);
      j++;
    }
  }
  while (i < a.length) out.push(a[i++] as number);
  while (j < b.length) out.push(b[j++] as number);
  return out;
}

export function intersect(a: number[], b: number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out.push(x);
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out;
}

export function difference(a: number[], b: number[]): number[] {
  const out: number[] = [];
  let j = 0;
  for (const x of a) {
    while (j < b.length && (b[j] as number) < x) j++;
    if (b[j] !== x) out.push(x);
  }
  return out;
}
