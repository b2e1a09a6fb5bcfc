// Names shared by every view: the seats' colours (the four-player games' and the duel's), the
// Nautilus zones, the duel's domains in three letters, the module kinds as the boards and panels name
// them, the Nautilus tiles a sheet and a goal card hold, and Atlantis's colours in two letters.
import { defineArea } from '../define.js';

export default defineArea(
  {
    seats: { red: 'red', orange: 'orange', purple: 'purple', yellow: 'yellow' },
    duelSeats: { blue: 'blue', orange: 'orange' },
    zones: { lagoon: 'lagoon', slope: 'slope', deep: 'deep sea', trench: 'trench' },
    domainsShort: { science: 'SCI', exploration: 'EXP', navigation: 'NAV', engineering: 'ENG', war: 'WAR' },
    modules: { base: 'Base', green: 'Home', blue: 'Home', training: 'Training', technology: 'Technology', sonar: 'Sonar', lab: 'Lab', analysis: 'Analysis' },
    tiles: { gold: 'gold', crab: 'crab', urchin: 'urchin', mussel: 'mussel', snail: 'snail', chest: 'chest', speed: 'speed' },
    colourCodes: { red: 'rd', green: 'gn', grey: 'gy', blue: 'bl', white: 'wh', yellow: 'ye', purple: 'pu' },
  },
  {
    it: {
      seats: { red: 'rosso', orange: 'arancione', purple: 'viola', yellow: 'giallo' },
      duelSeats: { blue: 'blu', orange: 'arancione' },
      zones: { lagoon: 'laguna', slope: 'scarpata', deep: 'mare profondo', trench: 'fossa' },
      domainsShort: { science: 'SCI', exploration: 'ESP', navigation: 'NAV', engineering: 'ING', war: 'GUE' },
      modules: { base: 'Base', green: 'Abitativo', blue: 'Abitativo', training: 'Addestramento', technology: 'Tecnologia', sonar: 'Sonar', lab: 'Laboratorio', analysis: 'Analisi' },
      tiles: { gold: 'oro', crab: 'granchio', urchin: 'riccio', mussel: 'cozza', snail: 'lumaca', chest: 'scrigno', speed: 'velocità' },
      colourCodes: { red: 'ro', green: 've', grey: 'gr', blue: 'bl', white: 'bi', yellow: 'gi', purple: 'vi' },
    },
    nl: {
      seats: { red: 'rood', orange: 'oranje', purple: 'paars', yellow: 'geel' },
      duelSeats: { blue: 'blauw', orange: 'oranje' },
      zones: { lagoon: 'lagune', slope: 'helling', deep: 'diepzee', trench: 'trog' },
      domainsShort: { science: 'WET', exploration: 'VER', navigation: 'NAV', engineering: 'TEC', war: 'OOR' },
      modules: { base: 'Basis', green: 'Woonmodule', blue: 'Woonmodule', training: 'Training', technology: 'Technologie', sonar: 'Sonar', lab: 'Laboratorium', analysis: 'Analyse' },
      tiles: { gold: 'goud', crab: 'krab', urchin: 'zee-egel', mussel: 'mossel', snail: 'slak', chest: 'kist', speed: 'snelheid' },
      colourCodes: { red: 'ro', green: 'gn', grey: 'gr', blue: 'bl', white: 'wi', yellow: 'ge', purple: 'pa' },
    },
  },
);
