// Actions and phases in words (each game's catalog from src/<game>/words.ts, shared with the
// command line), and the words of the panels that show them: the legal list, the log, the status.
import { ATLANTIS_CATALOG } from '../../../../src/atlantis/words.js';
import { DUEL_CATALOG } from '../../../../src/duel/words.js';
import { NAUTILUS_CATALOG } from '../../../../src/nautilus/words.js';
import { defineArea } from '../define.js';

export default defineArea(
  {
    ...NAUTILUS_CATALOG.en,
    ...ATLANTIS_CATALOG.en,
    ...DUEL_CATALOG.en,
    list: {
      title: 'Legal actions',
      filter: 'filter',
      filterLabel: 'Filter legal actions',
      none: 'No action to make here.',
      label: 'Legal actions',
    },
    log: {
      title: 'Log',
      count: '({n} actions)',
      download: 'Download game record',
      linkHolds: 'link holds',
      shareAsLabel: 'What the link holds',
      mine: "{seat}'s view (no secrets)",
      seatView: "{seat}'s view",
      all: 'everything: reveals every secret',
      copy: 'Copy link to this game',
      newGame: 'New game',
      linkLabel: 'Link to this game',
    },
    status: {
      toAct: '{seat} to act ({actor}) · round {round} · {phase}',
      toActExplore: '{seat} to act · round {round} · {phase}',
      viewing: 'viewing move {n} of {total} · {status}',
      thinking: '{status} · thinking…',
      over: 'Game over: {end}',
      overExplore: 'game over: {end}',
      continue: 'Continue in Play ▸',
    },
  },
  {
    it: {
      ...NAUTILUS_CATALOG.it,
      ...ATLANTIS_CATALOG.it,
      ...DUEL_CATALOG.it,
      list: {
        title: 'Azioni possibili',
        filter: 'filtra',
        filterLabel: 'Filtra le azioni possibili',
        none: 'Nessuna azione da fare qui.',
        label: 'Azioni possibili',
      },
      log: {
        title: 'Registro',
        count: '({n} azioni)',
        download: 'Scarica la partita',
        linkHolds: 'il link contiene',
        shareAsLabel: 'Cosa contiene il link',
        mine: 'la vista di {seat} (nessun segreto)',
        seatView: 'la vista di {seat}',
        all: 'tutto: rivela ogni segreto',
        copy: 'Copia il link a questa partita',
        newGame: 'Nuova partita',
        linkLabel: 'Link a questa partita',
      },
      status: {
        toAct: 'tocca a {seat} ({actor}) · giro {round} · {phase}',
        toActExplore: 'tocca a {seat} · giro {round} · {phase}',
        viewing: 'mossa {n} di {total} · {status}',
        thinking: '{status} · sta pensando…',
        over: 'Partita finita: {end}',
        overExplore: 'partita finita: {end}',
        continue: 'Continua in Gioca ▸',
      },
    },
    nl: {
      ...NAUTILUS_CATALOG.nl,
      ...ATLANTIS_CATALOG.nl,
      ...DUEL_CATALOG.nl,
      list: {
        title: 'Mogelijke zetten',
        filter: 'filter',
        filterLabel: 'Filter de mogelijke zetten',
        none: 'Hier valt niets te doen.',
        label: 'Mogelijke zetten',
      },
      log: {
        title: 'Verloop',
        count: '({n} zetten)',
        download: 'Partij downloaden',
        linkHolds: 'de link bevat',
        shareAsLabel: 'Wat de link bevat',
        mine: 'het zicht van {seat} (geen geheimen)',
        seatView: 'het zicht van {seat}',
        all: 'alles: onthult elk geheim',
        copy: 'Link naar deze partij kopiëren',
        newGame: 'Nieuwe partij',
        linkLabel: 'Link naar deze partij',
      },
      status: {
        toAct: '{seat} is aan zet ({actor}) · ronde {round} · {phase}',
        toActExplore: '{seat} is aan zet · ronde {round} · {phase}',
        viewing: 'zet {n} van {total} · {status}',
        thinking: '{status} · denkt na…',
        over: 'Spel afgelopen: {end}',
        overExplore: 'spel afgelopen: {end}',
        continue: 'Verder in Spelen ▸',
      },
    },
  },
);
