// The words for cards, calls and seats in each language (issue 22; shared/spec/languages.md §1.2
// for the notation, §2.4 for the plurals): notation comes from @biritch/notation's tables, the
// sentences from the catalogs, and core's canonical values never change.
import { describe, expect, it } from 'vitest';
import { makeTranslator } from '@biritch/i18n';
import { makeLabels, nameWithText } from './labels.js';

const pl = makeLabels(makeTranslator('pl'));
const es = makeLabels(makeTranslator('es'));
const sk = makeLabels(makeTranslator('sk'));
const et = makeLabels(makeTranslator('et'));

describe('labels per language', () => {
  it('prints Polish calls as the Polish seed writes them: 1BA, pas, kontra, rekontra ([S0])', () => {
    expect(pl.callText({ type: 'bid', level: 1, strain: 'NT' })).toBe('1BA');
    expect(pl.callText({ type: 'pass' })).toBe('pas');
    expect(pl.callText({ type: 'double' })).toBe('kontra');
    expect(pl.callText({ type: 'redouble' })).toBe('rekontra');
  });
  it('names Polish bids with the plural the level needs (one, few, many)', () => {
    expect(pl.callName({ type: 'bid', level: 1, strain: 'H' })).toBe('1 kier');
    expect(pl.callName({ type: 'bid', level: 2, strain: 'H' })).toBe('2 kiery');
    expect(pl.callName({ type: 'bid', level: 5, strain: 'H' })).toBe('5 kierów');
    expect(pl.callName({ type: 'bid', level: 3, strain: 'NT' })).toBe('3 bez atu');
  });
  it('names Slovak bids as [S3] says them: jedno káro, dve srdcia, tri bez tromfov', () => {
    expect(sk.callName({ type: 'bid', level: 1, strain: 'D' })).toBe('1 káro');
    expect(sk.callName({ type: 'bid', level: 2, strain: 'H' })).toBe('2 srdcia');
    expect(sk.callName({ type: 'bid', level: 5, strain: 'H' })).toBe('5 sŕdc');
    expect(sk.callName({ type: 'bid', level: 3, strain: 'NT' })).toBe('3 bez tromfov');
  });
  it('names Estonian bids as [S4] says them: üks rist, kaks risti, üks ilma', () => {
    expect(et.callName({ type: 'bid', level: 1, strain: 'C' })).toBe('1 rist');
    expect(et.callName({ type: 'bid', level: 2, strain: 'C' })).toBe('2 risti');
    expect(et.callText({ type: 'bid', level: 1, strain: 'NT' })).toBe('1 ilma');
  });
  it('prints ranks and seat letters of the language: pl D and W, et Ä, es O for West', () => {
    expect(pl.rankText('SQ')).toBe('D');
    expect(pl.rankText('SJ')).toBe('W');
    expect(pl.rankText('ST')).toBe('10');
    expect(et.rankText('HA')).toBe('Ä');
    expect(es.seatLetter('W')).toBe('O');
    expect(es.sideLetters('E', 'W')).toBe('E–O');
  });
  it('names cards for a screen reader with the grammar of the language', () => {
    expect(pl.cardName('SQ')).toBe('dama pik');
    expect(es.cardName('HK')).toBe('rey de corazones');
    expect(sk.cardName('SA')).toBe('pikové eso');
    expect(sk.cardName('HQ')).toBe('srdcová dáma');
    expect(et.cardName('DA')).toBe('ruutuäss');
  });
  it('names contracts with doubling and declarer', () => {
    expect(pl.contractName({ level: 4, strain: 'S', doubled: 1 }, 'S')).toBe('4 piki z kontrą, rozgrywa Południe');
    expect(pl.contractText({ level: 3, strain: 'NT', doubled: 2 })).toBe('3BAXX');
    expect(es.contractName({ level: 7, strain: 'NT', doubled: 0 }, 'W')).toBe('7 sin triunfos por Oeste');
  });
});

describe('a call button is named with what it shows (WCAG 2.5.3 Label in Name; axe label-content-name-mismatch)', () => {
  const en = makeLabels(makeTranslator('en'));
  const pl = makeLabels(makeTranslator('pl'));
  it('words that already hold the printed text stay as they are: 1♣ is "1 club", pl kontra is "kontra"', () => {
    expect(en.callLabel({ type: 'bid', level: 1, strain: 'C' })).toBe('1 club');
    expect(en.callLabel({ type: 'pass' })).toBe('Pass');
    expect(pl.callLabel({ type: 'double' })).toBe('kontra');
  });
  it('else the printed text leads: "1NT, 1 no trump", "Dbl, Double", pl "1BA, 1 bez atu"', () => {
    expect(en.callLabel({ type: 'bid', level: 1, strain: 'NT' })).toBe('1NT, 1 no trump');
    expect(en.callLabel({ type: 'double' })).toBe('Dbl, Double');
    expect(pl.callLabel({ type: 'bid', level: 1, strain: 'NT' })).toBe('1BA, 1 bez atu');
  });
  it('compares words in order, ignoring case and symbols', () => {
    expect(nameWithText('Repeat 4♥', 'Repeat 4 hearts')).toBe('Repeat 4 hearts');
    expect(nameWithText('4 hearts', 'hearts 4')).toBe('4 hearts, hearts 4');
    expect(nameWithText('♠', 'spades')).toBe('spades');
  });
});

describe('a card button is named with what its corner shows (WCAG 2.5.3 Label in Name)', () => {
  const en = makeLabels(makeTranslator('en'));
  const pl = makeLabels(makeTranslator('pl'));
  it('the rank and suit symbol lead the words: "J♦, Jack of diamonds", "10♠, Ten of spades", pl "D♥, …"', () => {
    expect(en.cardLabel('DJ')).toBe('J♦, Jack of diamonds');
    expect(en.cardLabel('ST')).toBe('10♠, Ten of spades');
    expect(pl.cardLabel('HQ')).toBe(`D♥, ${pl.cardName('HQ')}`);
  });
});
