/**
 * What the engine worker says about each game (player counts, variant settings and their
 * defaults), asked once and shared by the views.
 */
import { shallowRef } from 'vue';
import { engine } from './engine';
import type { GameInfo } from '../worker/engineApi';

const infos = shallowRef<GameInfo[] | null>(null);
let asking: Promise<GameInfo[]> | null = null;

/** Every game's description (cached after the first answer). */
export async function gameInfos(): Promise<GameInfo[]> {
  if (infos.value) return infos.value;
  asking ??= engine()
    .games()
    .then((list) => (infos.value = list))
    .finally(() => (asking = null));
  return asking;
}

/** One game's description. */
export async function gameInfo(id: string): Promise<GameInfo> {
  const info = (await gameInfos()).find((g) => g.id === id);
  if (!info) throw new Error(`unknown game '${id}'`);
  return info;
}
