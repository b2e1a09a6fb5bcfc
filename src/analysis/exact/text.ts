/** The exact part of the analysis for a terminal (`nautilab analyze`'s text output). */
import type { ExactOut } from './exact.js';

/** Lines saying the position was solved exactly, with each action's exact value for the viewpoint (optimal first, at most `max`). */
export function exactLines(exact: ExactOut, seat: number, max = 15): string[] {
  const how = exact.mode === 'omniscient' ? 'the true position' : `the mean over ${exact.determinizations} determinizations, each solved exactly`;
  const rows = [...exact.actions].sort((a, b) => Number(b.optimal) - Number(a.optimal));
  return [
    `exact (${how}; ${exact.nodes} positions; every seat maximises its own win share, then margin): value for seat ${seat} win ${(100 * exact.value.winShare).toFixed(1)}%${exact.mode === 'omniscient' ? '' : ` (95%: ${(100 * exact.value.winInterval[0]).toFixed(1)}–${(100 * exact.value.winInterval[1]).toFixed(1)}% over the deals)`}, margin ${exact.value.margin.toFixed(2)}; optimal: ${exact.optimal.join(', ')}`,
    ...rows.slice(0, max).map((a) => ` ${a.optimal ? '=' : ' '} ${a.action.padEnd(22)} exact win ${(100 * a.winShare).toFixed(1).padStart(5)}%  margin ${a.margin.toFixed(2).padStart(7)}`),
    ...(rows.length > max ? [`   … and ${rows.length - max} more (--json has every one)`] : []),
  ];
}
