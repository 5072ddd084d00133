/**
 * Slovak messages of the table's "keep playing" controls, table options and chat (issue 26).
 * Bridge terms follow the web catalog and docs/glossary.md.
 *
 * ```ts
 * tableSk['keep.anotherRubber'] // 'Ďalší robr'
 * ```
 */
import type { TableCatalog } from './table.en.js';

/** Slovak keep-playing, options and chat messages. */
export const tableSk: TableCatalog = {
  'keep.nextDeal': 'Ďalšie rozdanie',
  'keep.anotherRubber': 'Ďalší robr',
  'keep.newChicago': 'Nové Chicago',
  'keep.moreBoards': 'Ďalšie rozdania',
  'keep.dealType': 'Typ rozdania',
  'keep.practice.random': 'Náhodné rozdanie',
  'keep.practice.declare': 'Ja zohrávam',
  'keep.practice.slam': 'Slemové listy',
  'keep.practice.competitive': 'Súťažné licitácie',
  'keep.practice.oneNoTrump': 'Otvorenie 1BT',
  'keep.practiceDeal': 'Cvičné rozdanie: {kind}',
  'keep.undoRefused': 'Vrátenie odmietnuté.',
  'keep.standIn': 'zastupuje robot',
  'keep.timer': 'Zostávajúci čas na rozdanie: {time}',
  'keep.timerOver': 'Čas na toto rozdanie vypršal.',
  'keep.confirmCall': 'Poslať {what}?',
  'keep.confirm': 'Potvrdiť',
  'keep.cancel': 'Zrušiť',
  'chat.heading': 'Chat stola',
  'chat.label': 'Napíšte stolu',
  'chat.send': 'Poslať',
  'chat.empty': 'Zatiaľ žiadne správy.',
  'chat.hidden': 'Pri tomto stole sa chat hráčov divákom nezobrazuje.',
  'options.heading': 'Možnosti stola',
  'options.robotsGrantUndo': 'Roboty povoľujú vrátenie',
  'options.robotStrength': 'Sila robotov',
  'options.strength.beginner': 'Začiatočník',
  'options.strength.club': 'Klubový hráč',
  'options.strength.expert': 'Expert',
  'options.timer': 'Minúty na rozdanie (prázdne: bez časovača)',
  'options.confirm': 'Potvrdiť každú hlášku a kartu pred odoslaním',
  'options.chat': 'Chat stola',
  'options.chat.off': 'Vypnutý',
  'options.chat.players': 'Len hráči',
  'options.chat.everyone': 'Hráči aj diváci',
  'options.standIn': 'Robot zastúpi hráča, ktorý odíde, kým sa nevráti',
  'claimCheck.heading': 'Kontrola nároku',
  'claimCheck.pending': 'Nárok {seat}: kontroluje sa pri otvorených kartách…',
  'claimCheck.right': 'Nárok {seat}: {claimed} zo zostávajúcich zdvihov — správny pri otvorených kartách.',
  'claimCheck.over': 'Nárok {seat}: {claimed} zo zostávajúcich zdvihov — pri otvorených kartách len {dd}.',
  'claimCheck.under': 'Nárok {seat}: {claimed} zo zostávajúcich zdvihov — pri otvorených kartách {dd}.',
  'claimCheck.unavailable': 'Nárok {seat}: {claimed} zo zostávajúcich zdvihov — nepodarilo sa ho včas skontrolovať.',
  'claimCheck.rejected': '(odmietnutý)',
  'options.claimCheck': 'Po rozdaní skontrolovať nároky pri otvorených kartách',
  'options.systemNS': 'Licitačný systém, sever–juh',
  'options.systemEW': 'Licitačný systém, východ–západ',
  'options.system.sayc': 'SAYC',
  'options.system.sayc-rkcb': 'SAYC s RKCB 1430',
  'options.system.2/1': '2/1 forsujúce do hry',
  'options.system.2/1-rkcb': '2/1 s RKCB 1430',
  'options.system.polish': 'Poľský tref (WJ)',
  'options.systemSays': '{system}: {explanation}',
  'options.alerts': 'Pravidlá alertovania',
  'options.alerts.acbl': 'Pravidlá alertov ACBL',
  'options.alerts.ebu': 'Modrá kniha EBU',
};
