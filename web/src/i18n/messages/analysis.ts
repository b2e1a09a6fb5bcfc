// The analysis panel's words about how the best is chosen (the kept leader: docs/analysis-spec.md, "Ranking").
import { defineArea } from '../define.js';

export default defineArea(
  {
    keepRule: 'the best changes only when another is ahead of it with {need} on paired samples',
    kept: 'Kept: no other is significantly better. By the rule {rule} ranks first, ahead of the best with {p} ({pairs} paired samples); a change needs {need}.',
    keptTag: 'kept',
    keptTitle: 'the best so far stays: no candidate ranked above it is ahead of it with {need} yet',
  },
  {
    it: {
      keepRule: 'la migliore cambia solo quando un’altra la supera con {need} sui campioni appaiati',
      kept: 'Mantenuta: nessun’altra è significativamente migliore. Per la regola {rule} è prima e supera la migliore con {p} ({pairs} campioni appaiati); per cambiare serve {need}.',
      keptTag: 'mantenuta',
      keptTitle: 'la migliore finora resta: nessuna azione sopra di lei la supera ancora con {need}',
    },
    nl: {
      keepRule: 'de beste wisselt pas als een andere er met {need} voor staat op gepaarde steekproeven',
      kept: 'Behouden: geen andere is significant beter. Volgens de regel staat {rule} bovenaan, met {p} kans dat die beter is dan de beste ({pairs} gepaarde steekproeven); wisselen vraagt {need}.',
      keptTag: 'behouden',
      keptTitle: 'de beste tot nu toe blijft: geen actie die hoger staat, is er al met {need} beter dan',
    },
  },
);
