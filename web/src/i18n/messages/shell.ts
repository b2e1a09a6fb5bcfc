// The app's frame: the name, the game picker, the navigation, the engine's status, the language switch.
import { defineArea } from '../define.js';

export default defineArea(
  {
    home: 'Nautilab home',
    game: 'Game',
    navigation: 'Main',
    nav: { explore: 'Explore', play: 'Play', bots: 'Bots', arena: 'Arena', rules: 'Rules', bench: 'Bench' },
    engine: 'engine: {state}',
    kernel: '{kernel} kernel',
    states: { initial: 'initial', loading: 'loading', idle: 'idle', computing: 'computing', analysing: 'analysing', reviewing: 'reviewing', failed: 'failed' },
    title: '{view} · {game} · Nautilab',
    language: 'Language',
    languages: { en: 'English', it: 'Italiano', nl: 'Nederlands' },
  },
  {
    it: {
      home: 'Nautilab, pagina iniziale',
      game: 'Gioco',
      navigation: 'Principale',
      nav: { explore: 'Esplora', play: 'Gioca', bots: 'Bot', arena: 'Arena', rules: 'Regole', bench: 'Prestazioni' },
      engine: 'motore: {state}',
      kernel: 'kernel {kernel}',
      states: { initial: 'avvio', loading: 'caricamento', idle: 'pronto', computing: 'al lavoro', analysing: 'analisi in corso', reviewing: 'revisione in corso', failed: 'guasto' },
      title: '{view} · {game} · Nautilab',
      language: 'Lingua',
      languages: { en: 'English', it: 'Italiano', nl: 'Nederlands' },
    },
    nl: {
      home: 'Nautilab, startpagina',
      game: 'Spel',
      navigation: 'Hoofdmenu',
      nav: { explore: 'Verkennen', play: 'Spelen', bots: 'Bots', arena: 'Arena', rules: 'Spelregels', bench: 'Snelheid' },
      engine: 'engine: {state}',
      kernel: '{kernel}-kernel',
      states: { initial: 'start', loading: 'laden', idle: 'klaar', computing: 'bezig', analysing: 'analyseert', reviewing: 'beoordeelt', failed: 'mislukt' },
      title: '{view} · {game} · Nautilab',
      language: 'Taal',
      languages: { en: 'English', it: 'Italiano', nl: 'Nederlands' },
    },
  },
);
