/**
 * Spanish explanations of the robots' cards (issue 25). Bridge jargon awaits a native speaker's
 * review (docs/glossary.md).
 *
 * ```ts
 * playEs['play.signal.encourage'] // 'Señal de actitud: anima el palo del compañero'
 * ```
 */
import type { PlayCatalog } from './play.en.js';

/** Spanish card-play explanations. */
export const playEs: PlayCatalog = {
  'play.only-card': 'La única carta legal',
  'play.equivalent':
    'Todas las cartas legales son equivalentes (todas las cartas entre ellas ya se jugaron): ' +
    'no hizo falta simular repartos',
  'play.heuristic': 'Elegida por reglas prácticas (sin tiempo para simular repartos)',
  'play.double-dummy': 'La mejor en promedio sobre {samples} repartos coherentes con la subasta y el carteo',
  'play.lead.kept':
    'Salida según las reglas habituales, comprobada por simulación: sobre {samples} repartos coherentes con la ' +
    'subasta dio a la defensa {average} bazas de promedio, y ninguna otra salida fue mejor en {margin} de baza',
  'play.lead.rule-best':
    'Salida según las reglas habituales, comprobada por simulación: sobre {samples} repartos coherentes con la ' +
    'subasta dio a la defensa {average} bazas de promedio, tantas como la mejor otra salida',
  'play.lead.best':
    'Salida elegida por simulación: sobre {samples} repartos coherentes con la subasta dio a la defensa ' +
    '{average} bazas de promedio, más que cualquier otra salida',
  'play.lead.safest':
    'Salida elegida por simulación: sobre {samples} repartos coherentes con la subasta dio a la defensa ' +
    '{average} bazas de promedio; {others} dieron lo mismo, y esta salida es la más segura',
  'play.signal.encourage': 'Señal de actitud: anima el palo del compañero',
  'play.signal.discourage': 'Señal de actitud: desanima el palo del compañero',
  'play.signal.discard-encourage': 'Descarte de actitud: una carta alta pide este palo',
  'play.signal.discard-discourage': 'Descarte de actitud: la carta más baja, nada que pedir en este palo',
  'play.signal.even': 'Señal de cuenta: un número par de cartas en el palo',
  'play.signal.odd': 'Señal de cuenta: un número impar de cartas en el palo',
  'play.signal.prefer-higher':
    'Señal de preferencia: da un fallo al compañero y pide, con una carta alta, la vuelta del palo lateral más alto',
  'play.signal.prefer-lower':
    'Señal de preferencia: da un fallo al compañero y pide, con una carta baja, la vuelta del palo lateral más bajo',
  'play.agreements.signals':
    'Señales estándar: actitud a la salida del compañero (una carta alta anima), cuenta cuando el declarante ' +
    'juega un palo (alta-baja muestra un número par), preferencia de palo al dar un fallo al compañero (una ' +
    'carta alta pide la vuelta del palo lateral más alto); el primer descarte es de actitud en el palo descartado',
};
