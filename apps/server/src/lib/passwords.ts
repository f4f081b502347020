import { hash, verify } from '@node-rs/argon2';

export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** argon2id (the library's default algorithm) at the given cost. */
export function hashPassword(password: string, cost: Argon2Cost): Promise<string> {
  return hash(password, cost);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
