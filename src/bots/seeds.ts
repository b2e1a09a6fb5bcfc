/**
 * Seeds that cannot be turned back into the game. A bot's random for one decision is seeded with
 * HMAC-SHA256(secret, game seed, seat, ply): without the secret, which never leaves the host, the
 * seed says nothing about the deal. Games between trusted built-in bots may derive the secret
 * from the game seed (so they replay exactly); any game with untrusted code uses a fresh random one.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/** A fresh 256-bit secret from the platform's cryptographic generator. */
export function randomSecret(): Uint8Array {
  return (globalThis as unknown as { crypto: { getRandomValues(a: Uint8Array): Uint8Array } }).crypto.getRandomValues(new Uint8Array(32));
}

/** A secret derived from a game seed, for games between trusted bots that must replay exactly. */
export function secretFromSeed(seed: number): Uint8Array {
  return sha256(utf8ToBytes(`nautilab-trusted-bots:${seed}`));
}

/** The seed of one decision's random: a one-way function of the secret, the game seed, the seat and the ply. */
export function decisionSeed(secret: Uint8Array, gameSeed: number, seat: number, ply: number): number {
  const mac = hmac(sha256, secret, utf8ToBytes(`${gameSeed}:${seat}:${ply}`));
  return ((mac[0]! << 24) | (mac[1]! << 16) | (mac[2]! << 8) | mac[3]!) >>> 0;
}

/** A random game seed in [0, 2^31): hard to guess, small enough to type back in to replay a deal. */
export function randomGameSeed(): number {
  const a = (globalThis as unknown as { crypto: { getRandomValues(a: Uint32Array): Uint32Array } }).crypto.getRandomValues(new Uint32Array(1));
  return a[0]! >>> 1;
}
