/** A binary min-heap: keeps the lane layout O(n log n) when a technician has many overlaps. */
export class MinHeap<T> {
  private readonly items: T[] = [];
  constructor(private readonly less: (a: T, b: T) => boolean) {}

  get size(): number {
    return this.items.length;
  }

  peek(): T | undefined {
    return this.items[0];
  }

  /** Indexes used here are always in range; the check satisfies noUncheckedIndexedAccess without casts. */
  private at(i: number): T {
    const v = this.items[i];
    if (v === undefined) throw new RangeError(`heap index ${i}`);
    return v;
  }

  private swap(i: number, j: number): void {
    const x = this.at(i);
    this.items[i] = this.at(j);
    this.items[j] = x;
  }

  push(value: T): void {
    const a = this.items;
    a.push(value);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(this.at(i), this.at(p))) break;
      this.swap(i, p);
      i = p;
    }
  }

  pop(): T | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0 && last !== undefined) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && this.less(this.at(l), this.at(m))) m = l;
        if (r < a.length && this.less(this.at(r), this.at(m))) m = r;
        if (m === i) break;
        this.swap(i, m);
        i = m;
      }
    }
    return top;
  }

  clear(): void {
    this.items.length = 0;
  }
}
