/** Small helpers for made-up demo data (Math.random: nothing here is a secret). */

export function pick<T>(list: ArrayLike<T>): T {
  return list[Math.floor(Math.random() * list.length)] as T;
}

/** An integer from `min` to `max`, both included. */
export function between(min: number, max: number): number {
  return min + Math.floor(Math.random() * (max - min + 1));
}

export function digits(count: number): string {
  let out = '';
  for (let i = 0; i < count; i += 1) out += Math.floor(Math.random() * 10);
  return out;
}

export function letters(count: number, from = 'ABCDEFGHJKLMNPRSTUVWXYZ'): string {
  let out = '';
  for (let i = 0; i < count; i += 1) out += pick(from);
  return out;
}

export function chance(probability: number): boolean {
  return Math.random() < probability;
}
