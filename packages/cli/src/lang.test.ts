// `--lang` and the environment's locale on the command line (issue 22 "Command line"; languages.md
// §2.6 test 7: machine formats are byte-identical in every language).
import { describe, expect, it } from 'vitest';
import { runCli, runCliWithEnv } from './testing.js';

const etSigned = (n: number): string => new Intl.NumberFormat('et', { signDisplay: 'exceptZero' }).format(n);
const POLISH_SEED = 'pas pas 1♦ 2♥ 2♠ 3♥ 4♠ pas pas pas';

describe('biritch auction --lang', () => {
  it("prints the Polish seed's auction in Polish ([S0]: W deals, 4♠ by W)", async () => {
    const r = await runCli('auction', '--lang', 'pl', '--dealer', 'W', POLISH_SEED);
    expect(r.code).toBe(0);
    expect(r.out).toEqual([
      'N     E     S     W',
      '                  pas',
      'pas   1♦    2♥    2♠',
      '3♥    4♠    pas   pas',
      'pas',
      '',
      'Kontrakt 4♠, rozgrywa W; dziadek E; wistuje N.',
    ]);
  });

  it('reads and prints Spanish: 1ST paso 3ST, West as O ([S2])', async () => {
    const r = await runCli('auction', '--lang', 'es', '--dealer', 'N', '1ST paso 3ST paso paso paso');
    expect(r.code).toBe(0);
    expect(r.out).toEqual([
      'N     E     S     O',
      '1ST   paso  3ST   paso',
      'paso  paso',
      '',
      'Contrato 3ST, declarante N; muerto S; sale E.',
    ]);
  });

  it('reads the Spanish dealer O as West, and 1C as one heart', async () => {
    const r = await runCli('auction', '--lang', 'es', '--dealer', 'O', '1C paso paso paso', '--json');
    expect(JSON.parse(r.out[0]!)).toMatchObject({ dealer: 'W', contract: '1H', declarer: 'W' });
  });

  it('reads Estonian word bids and lists the legal calls in Estonian ([S4] „üks ilma“)', async () => {
    const r = await runCli('auction', '--lang', 'et', '--dealer', 'S', 'üks ilma pass kaks ilma kontra');
    expect(r.out.at(-1)).toMatch(/^Pakkumine pole lõppenud: pakub S\. Lubatud: pass, rekontra, 3♣, .*, 7 ilma$/);
  });

  it('prints Slovak 1BT with rekontra', async () => {
    const r = await runCli('auction', '--lang', 'sk', '--dealer', 'E', '1BT kontra rekontra pas pas pas');
    expect(r.out.at(-1)).toBe('Záväzok 1BT s rekontrou, hlavný hráč E; tichý hráč W; vynáša S.');
  });

  it('keeps the English report unchanged without --lang', async () => {
    const r = await runCli('auction', '--dealer', 'W', 'P P 1D 2H 2S 3H 4S P P P');
    expect(r.out.at(-1)).toBe('Contract 4♠ by W; dummy E; opening lead from N.');
  });

  it('translates an illegal call with its code and the call in Polish notation (Law 27)', async () => {
    const r = await runCli('auction', '--lang', 'pl', '--dealer', 'N', '1BA 1♠');
    expect(r.code).toBe(1);
    expect(r.err).toEqual([
      'biritch auction: Odzywka nie jest wyższa od poprzedniej (Prawo 27). ' +
        '[auction/insufficient-bid] (zapowiedź 2: 1♠)',
    ]);
  });

  it('translates a notation error with its column', async () => {
    const r = await runCli('auction', '--lang', 'sk', '--dealer', 'N', '1BT 2XY');
    expect(r.code).toBe(1);
    expect(r.err).toEqual([
      'biritch auction: Toto nie je druh záväzku v tomto jazyku. (stĺpec 6) [notation/unknown-strain]',
    ]);
  });

  it('writes the same JSON in every language', async () => {
    const en = await runCli('auction', '--dealer', 'W', 'P P 1D 2H 2S 3H 4S P P P', '--json');
    const pl = await runCli('auction', '--lang', 'pl', '--dealer', 'W', POLISH_SEED, '--json');
    expect(pl.out).toEqual(en.out);
  });
});

describe('the default language', () => {
  it('follows LANG when --lang is not given', async () => {
    const r = await runCliWithEnv({ LANG: 'pl_PL.UTF-8' }, 'auction', '--dealer', 'W', POLISH_SEED);
    expect(r.out.at(-1)).toBe('Kontrakt 4♠, rozgrywa W; dziadek E; wistuje N.');
  });

  it('lets LC_ALL=C win over LANG (English)', async () => {
    const r = await runCliWithEnv(
      { LC_ALL: 'C', LANG: 'pl_PL.UTF-8' },
      'auction',
      '--dealer',
      'W',
      'P P 1D 2H 2S 3H 4S P P P',
    );
    expect(r.out.at(-1)).toBe('Contract 4♠ by W; dummy E; opening lead from N.');
  });

  it('lets --lang win over the environment', async () => {
    const r = await runCliWithEnv({ LANG: 'pl_PL.UTF-8' }, 'auction', '--lang', 'en', '--dealer', 'W', 'P P 1D P P P');
    expect(r.out.at(-1)).toBe('Contract 1♦ by E; dummy W; opening lead from S.');
  });

  it('refuses an unknown language with a usage error (exit 2)', async () => {
    const r = await runCli('auction', '--lang', 'fr', '--dealer', 'N', 'P');
    expect(r.code).toBe(2);
    expect(r.err).toEqual(["biritch auction: 'fr' is not a language of Biritch (en, pl, es, sk, et)"]);
  });

  it('says an unknown command in the environment language', async () => {
    const r = await runCliWithEnv({ LANG: 'es_ES.UTF-8' }, 'subasta');
    expect(r.err).toEqual(["biritch: orden desconocida 'subasta' (véase biritch --help)"]);
  });
});

describe('biritch score --lang', () => {
  it('writes Polish plural forms and reads 3BA (1 lewa / 11 lew)', async () => {
    const r = await runCli(
      'score',
      '--lang',
      'pl',
      '--contract',
      '3BA',
      '--declarer',
      'S',
      '--tricks',
      '11',
      '--vul',
      'both',
    );
    expect(r.out).toEqual(['3BA, rozgrywa S, 11 lew, po partii: +660 (NS +660)']);
  });

  it('writes Slovak "zdvihy" for 2–4 tricks', async () => {
    const r = await runCli('score', '--lang', 'sk', '--contract', '1C', '--declarer', 'N', '--tricks', '3');
    expect(r.out[0]).toMatch(/^1♣, hlavný hráč N, 3 zdvihy, v prvej hre: /);
  });

  it('writes the Estonian booklet words on a Kontrakt sheet ([S4] „hädaohu partii“, honöörid)', async () => {
    const r = await runCli(
      'score',
      '--lang',
      'et',
      '--contract',
      '2DX',
      '--declarer',
      'N',
      '--tricks',
      '9',
      '--scoring',
      'kontrakt',
      '--honours',
      'NS:4',
      '--vul',
      'both',
    );
    expect(r.out[0]).toBe('2♦X, mängija N, 9 tihi, hädaohu partii (Kontrakt-bridge): +528');
    expect(r.out).toContain('  NS mängu väärtus honöörid     100');
  });

  it('writes an Estonian negative score with U+2212, as Intl formats it', async () => {
    const r = await runCli(
      'score',
      '--lang',
      'et',
      '--contract',
      '4SX',
      '--declarer',
      'W',
      '--tricks',
      '7',
      '--vul',
      'both',
    );
    expect(r.out[0]).toBe(`4♠X, mängija W, 7 tihi, tsoonis: ${etSigned(-800)} (NS +800)`);
  });

  it('reads the Spanish declarer O', async () => {
    const r = await runCli('score', '--lang', 'es', '--contract', '4SX', '--declarer', 'O', '--tricks', '9', '--json');
    expect(JSON.parse(r.out[0]!)).toMatchObject({ declarer: 'W', score: -100 });
  });

  it('translates a bad option by its code', async () => {
    const r = await runCli('score', '--lang', 'es', '--contract', '4S', '--declarer', 'N', '--tricks', '14');
    expect(r.code).toBe(1);
    expect(r.err).toEqual([
      'biritch score: Las bazas son las que ganó el bando declarante, de 0 a 13. [score/bad-tricks]',
    ]);
  });

  it('writes the same JSON in every language', async () => {
    const args = ['score', '--contract', '4SX', '--declarer', 'W', '--tricks', '9', '--json'];
    const outs = await Promise.all(['en', 'pl', 'es', 'sk', 'et'].map((l) => runCli(...args, '--lang', l)));
    for (const o of outs) expect(o.out).toEqual(outs[0]!.out);
  });
});

describe('biritch deal --lang', () => {
  it('writes Polish headings and ranks D and W for queen and jack ([S0])', async () => {
    const en = (await runCli('deal', '--seed', '42')).out.join('\n').split('\n');
    const pl = (await runCli('deal', '--seed', '42', '--lang', 'pl')).out.join('\n').split('\n');
    expect(pl.slice(0, 3)).toEqual(['Rozdanie 1', 'Rozdający Północ', 'Założenia: nikt po partii']);
    // The same cards: the Polish diagram is the English one with Q→D, J→W, T→10 (and the headings).
    const asPolish = en.slice(3).map((l) => l.replace(/[QJT]/g, (c) => ({ Q: 'D', J: 'W', T: '10' })[c]!));
    expect(pl.slice(3).map((l) => l.replace(/\s+/g, ' '))).toEqual(asPolish.map((l) => l.replace(/\s+/g, ' ')));
  });

  it('writes the same PBN in every language', async () => {
    const en = await runCli('deal', '--seed', '7', '--count', '2', '--format', 'pbn');
    const et = await runCli('deal', '--seed', '7', '--count', '2', '--format', 'pbn', '--lang', 'et');
    expect(et.out).toEqual(en.out);
  });
});
