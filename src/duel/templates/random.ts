// A random bot: any legal action, chosen with the seeded random (games replay exactly).
export function act(ctx: BotContext): string {
  return ctx.legal[ctx.randomInt(ctx.legal.length)]!;
}
