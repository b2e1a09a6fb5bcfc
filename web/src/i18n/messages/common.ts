// What several views share: the variant settings form (and the settings' meanings), the update prompt.
import { defineArea } from '../define.js';

export default defineArea(
  {
    variants: {
      title: 'Variants',
      changed: 'no change: the rules as printed | 1 changed | {n} changed',
      back: 'Back to the printed rules',
    },
    update: {
      ready: 'A new version of Nautilab is ready. Reload to use it; a game in progress here ends.',
      reload: 'Reload',
      later: 'Later',
    },
    file: { chooseOne: 'Choose a file', chooseMany: 'Choose files', none: 'no file chosen', more: '{names} and {more} more' },
    /** Every variant setting's meaning, per game (the engine's own words are the English ones). */
    meaning: {
      nautilus: {
        maxHeldModules: 'unbuilt modules a player may hold: 4 (Dutch text) or 3 (Italian text) (spec 5)',
        sonarPerSub: 'a submarine may ping any time before it moves (Dutch text); default: every ping before the first move (spec 7)',
        atlantisTies: 'Atlantis rank ties: the highest-numbered tile ranks first (Dutch), or tied players share the rank (Italian) (spec 10)',
        tieBreak: 'equal final scores: all tied seats win, or more Nemo left breaks the tie (spec 10)',
        openStacks: 'research stacks are public below their top tile (spec 11)',
        maxRounds: 'the safety-net round limit (spec 9)',
      },
      atlantis: {
        tileSet: 'the path-tile distribution: per back 6 tiles of each colour and of each value (the published one is unknown) (spec 1)',
        openStacks: 'the tile under a top tile is public; default: hidden until the top tile is taken (spec 2)',
        tollWithBoughtCards: "cards bought this turn may pay tolls (default true); false: only cards held at the turn's start (spec 5)",
        atlantisPawnsPay: 'at the end, pawns still on Atlantis pay their way to the Mainland too (default true) (spec 6)',
      },
      duel: {
        earlyEnd: "the game ends after the round in which a seat has clinched 3 domains (Board Game Arena's version, default); false: always six rounds (spec 5)",
        hiddenDomains: "won domain cards are shown to the opponent as a count only (BGA option 'Nascoste'); default visible (spec 7)",
        verticalAnySpace: 'a vertical arrow moves a card to any empty space on the other side (German rulebook text); default: the opposite space (spec 3)',
        arrowOptional: 'an arrow movement may be declined with skip (German rulebook text); default compulsory (spec 3)',
        compulsorySpecials: 'a held Eye, Module or Harpoon must be played before placement (the rulebook\'s "must be played"); default optional (spec 2)',
        firstPlayer: 'the seat holding the Nemo token in round 1 (spec 2)',
      },
    },
  },
  {
    it: {
      variants: {
        title: 'Varianti',
        changed: 'nessuna modifica: le regole come stampate | 1 modificata | {n} modificate',
        back: 'Torna alle regole stampate',
      },
      update: {
        ready: 'È pronta una nuova versione di Nautilab. Ricarica per usarla; una partita in corso qui finisce.',
        reload: 'Ricarica',
        later: 'Più tardi',
      },
      file: { chooseOne: 'Scegli un file', chooseMany: 'Scegli i file', none: 'nessun file scelto', more: '{names} e altri {more}' },
      meaning: {
        nautilus: {
          maxHeldModules: 'moduli non costruiti che un giocatore può tenere: 4 (testo olandese) o 3 (testo italiano) (spec 5)',
          sonarPerSub: 'un sottomarino può usare il sonar in qualsiasi momento prima di muoversi (testo olandese); di base: ogni sonar prima del primo movimento (spec 7)',
          atlantisTies: 'parità nella classifica di Atlantide: vince la tessera col numero più alto (olandese), oppure i giocatori in parità condividono il posto (italiano) (spec 10)',
          tieBreak: 'punteggi finali pari: vincono tutti i giocatori in parità, oppure decide chi ha più Nemo rimasti (spec 10)',
          openStacks: 'le pile di ricerca sono visibili sotto la tessera in cima (spec 11)',
          maxRounds: 'il limite di turni di sicurezza (spec 9)',
        },
        atlantis: {
          tileSet: 'la distribuzione delle tessere del percorso: per dorso 6 tessere di ogni colore e di ogni valore (quella pubblicata non è nota) (spec 1)',
          openStacks: 'la tessera sotto quella in cima è visibile; di base: nascosta finché quella in cima non viene presa (spec 2)',
          tollWithBoughtCards: 'le carte comprate in questo turno possono pagare i pedaggi (di base sì); no: solo le carte tenute all’inizio del turno (spec 5)',
          atlantisPawnsPay: 'alla fine, anche le pedine ancora su Atlantide pagano il tragitto fino alla terraferma (di base sì) (spec 6)',
        },
        duel: {
          earlyEnd: 'la partita finisce dopo il giro in cui un giocatore si è assicurato 3 settori (la versione di Board Game Arena, di base); no: sempre sei giri (spec 5)',
          hiddenDomains: 'le carte settore vinte si mostrano all’avversario solo come numero (opzione BGA «Nascoste»); di base visibili (spec 7)',
          verticalAnySpace: 'una freccia verticale sposta una carta su qualsiasi spazio libero dell’altro lato (testo tedesco del regolamento); di base: lo spazio opposto (spec 3)',
          arrowOptional: 'si può rinunciare allo spostamento di una freccia passando (testo tedesco del regolamento); di base obbligatorio (spec 3)',
          compulsorySpecials: 'un Occhio, un Modulo o un Arpione in mano va giocato prima del piazzamento («deve essere giocata» del regolamento); di base facoltativo (spec 2)',
          firstPlayer: 'il giocatore che ha il segnalino Nemo nel primo giro (spec 2)',
        },
      },
    },
    nl: {
      variants: {
        title: 'Varianten',
        changed: 'niets gewijzigd: de regels zoals gedrukt | 1 gewijzigd | {n} gewijzigd',
        back: 'Terug naar de gedrukte regels',
      },
      update: {
        ready: 'Er staat een nieuwe versie van Nautilab klaar. Herlaad om hem te gebruiken; een lopend spel hier stopt dan.',
        reload: 'Herladen',
        later: 'Later',
      },
      file: { chooseOne: 'Kies een bestand', chooseMany: 'Kies bestanden', none: 'geen bestand gekozen', more: '{names} en nog {more}' },
      meaning: {
        nautilus: {
          maxHeldModules: 'hoeveel ongebouwde modules een speler mag hebben: 4 (Nederlandse tekst) of 3 (Italiaanse tekst) (spec 5)',
          sonarPerSub: 'een onderzeeër mag op elk moment vóór zijn beweging peilen (Nederlandse tekst); standaard: elke peiling vóór de eerste beweging (spec 7)',
          atlantisTies: 'gelijke stand bij Atlantis: de hoogst genummerde tegel gaat voor (Nederlands), of gelijke spelers delen de plaats (Italiaans) (spec 10)',
          tieBreak: 'gelijke eindscore: alle gelijke spelers winnen, of wie meer Nemo over heeft wint (spec 10)',
          openStacks: 'de onderzoeksstapels zijn open onder hun bovenste tegel (spec 11)',
          maxRounds: 'de rondegrens als vangnet (spec 9)',
        },
        atlantis: {
          tileSet: 'de verdeling van de padtegels: per achterkant 6 tegels van elke kleur en van elke waarde (de gepubliceerde is onbekend) (spec 1)',
          openStacks: 'de tegel onder een bovenste tegel is open; standaard: verborgen tot de bovenste is gepakt (spec 2)',
          tollWithBoughtCards: 'kaarten die deze beurt gekocht zijn mogen tol betalen (standaard ja); nee: alleen kaarten uit de hand bij het begin van de beurt (spec 5)',
          atlantisPawnsPay: 'aan het eind betalen pionnen die nog op Atlantis staan ook hun weg naar het vasteland (standaard ja) (spec 6)',
        },
        duel: {
          earlyEnd: 'het spel eindigt na de ronde waarin een speler 3 domeinen zeker heeft (de versie van Board Game Arena, standaard); nee: altijd zes rondes (spec 5)',
          hiddenDomains: 'gewonnen domeinkaarten ziet de tegenstander alleen als aantal (BGA-optie ‘Nascoste’); standaard zichtbaar (spec 7)',
          verticalAnySpace: 'een verticale pijl verplaatst een kaart naar elk leeg vak aan de andere kant (Duitse spelregeltekst); standaard: het vak ertegenover (spec 3)',
          arrowOptional: 'een pijlverplaatsing mag met passen worden overgeslagen (Duitse spelregeltekst); standaard verplicht (spec 3)',
          compulsorySpecials: 'een Oog, Module of Harpoen in de hand moet vóór het plaatsen gespeeld worden (‘moet gespeeld worden’ uit de spelregels); standaard vrij (spec 2)',
          firstPlayer: 'de speler met de Nemo-fiche in ronde 1 (spec 2)',
        },
      },
    },
  },
);
