// A bot's failure in the Play, Arena and Bots views: the forfeit reason (src/bots/match.ts) and the
// host's sentence by its code (src/bots/failures.ts); a bot's own words (an error it threw) stay as they are.
import type { FAILURE_MESSAGES, FailureCode } from '../../../../src/bots/failures.js';
import type { ForfeitReason } from '../../../../src/bots/match.js';
import { defineArea } from '../define.js';

const reason = { threw: 'an error it threw', illegal: 'an answer that is not legal', timeout: 'running out of time', crashed: 'its sandbox stopping' } satisfies Record<ForfeitReason, string>;

const message = {
  noAnswer: 'no answer within {ms} ms: the bot was stopped',
  notLoaded: 'the bot did not load within {ms} ms',
  tookTooLong: 'it took {took} ms; the deadline is {ms} ms',
  outOfMemory: 'the bot ran out of memory (its buffers may hold at most {mib} MiB) and was stopped',
  brokeProtocol: 'the bot broke the protocol between it and the page',
  unreadable: 'the bot sent a message that could not be read',
  unreachable: 'its sandbox could not be reached ({detail})',
  stopped: 'the bot was stopped',
  workerFailed: "the bot's worker failed ({detail})",
  notStarted: 'the bot sandbox did not start within 10 s',
  notLegal: 'it answered {answer}, not one of the {n} legal actions',
  notString: 'it answered {value}, not an action string',
  longAnswer: 'it answered a string of {chars} characters',
} satisfies Record<FailureCode, string> & Record<keyof typeof FAILURE_MESSAGES, string>;

export default defineArea(
  { reason, message },
  {
    it: {
      reason: { threw: 'un errore', illegal: 'una risposta non valida', timeout: 'tempo scaduto', crashed: 'l’arresto della sua sandbox' },
      message: {
        noAnswer: 'nessuna risposta entro {ms} ms: il bot è stato fermato',
        notLoaded: 'il bot non si è caricato entro {ms} ms',
        tookTooLong: 'ci ha messo {took} ms; il limite è {ms} ms',
        outOfMemory: 'il bot ha esaurito la memoria (i suoi buffer possono occupare al massimo {mib} MiB) ed è stato fermato',
        brokeProtocol: 'il bot ha violato il protocollo con la pagina',
        unreadable: 'il bot ha mandato un messaggio illeggibile',
        unreachable: 'la sua sandbox non è raggiungibile ({detail})',
        stopped: 'il bot è stato fermato',
        workerFailed: 'il worker del bot si è guastato ({detail})',
        notStarted: 'la sandbox del bot non è partita entro 10 s',
        notLegal: 'ha risposto {answer}, che non è una delle {n} azioni legali',
        notString: 'ha risposto {value}, che non è il testo di un’azione',
        longAnswer: 'ha risposto un testo di {chars} caratteri',
      },
    },
    nl: {
      reason: { threw: 'een fout', illegal: 'een ongeldig antwoord', timeout: 'tijdsoverschrijding', crashed: 'het stoppen van zijn sandbox' },
      message: {
        noAnswer: 'geen antwoord binnen {ms} ms: de bot is gestopt',
        notLoaded: 'de bot was niet binnen {ms} ms geladen',
        tookTooLong: 'hij deed er {took} ms over; de limiet is {ms} ms',
        outOfMemory: 'de bot had geen geheugen meer (zijn buffers mogen hoogstens {mib} MiB innemen) en is gestopt',
        brokeProtocol: 'de bot hield zich niet aan het protocol met de pagina',
        unreadable: 'de bot stuurde een bericht dat niet te lezen was',
        unreachable: 'zijn sandbox was niet bereikbaar ({detail})',
        stopped: 'de bot is gestopt',
        workerFailed: 'de worker van de bot faalde ({detail})',
        notStarted: 'de sandbox van de bot startte niet binnen 10 s',
        notLegal: 'hij antwoordde {answer}, geen van de {n} geldige acties',
        notString: 'hij antwoordde {value}, geen tekst van een actie',
        longAnswer: 'hij antwoordde een tekst van {chars} tekens',
      },
    },
  },
);
