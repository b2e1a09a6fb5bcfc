/** What the page offers arena workers for sandboxed bots (see `sandbox/botFrames.ts`): frames made and removed on request. */
export interface BotFrames {
  /** Makes a bot frame; resolves with its id and the port to its bot worker. `onExit` hears of a worker that fails. */
  spawn(onExit?: (why: string) => void): Promise<{ id: number; port: MessagePort }>;
  /** Removes a bot frame (its process and worker go with it). */
  remove(id: number): void;
}
