import { describe, expect, it } from 'vitest';
import { splitTiming } from './bookmaker.codes.ts';
import { parseCsv } from './csv.reader.ts';
import { detectOddsLayout, readOdds } from './odds-columns.parser.ts';
import { parseTable } from './table.reader.ts';

// Headers of the three football-data.co.uk generations, odds part only (from E0_1819, E0_1920, E0_2425).
const HEADER_1819 =
  'B365H,B365D,B365A,BWH,BWD,BWA,IWH,IWD,IWA,PSH,PSD,PSA,WHH,WHD,WHA,VCH,VCD,VCA,Bb1X2,BbMxH,BbAvH,BbMxD,BbAvD,BbMxA,BbAvA,BbOU,BbMx>2.5,BbAv>2.5,BbMx<2.5,BbAv<2.5,BbAH,BbAHh,BbMxAHH,BbAvAHH,BbMxAHA,BbAvAHA,PSCH,PSCD,PSCA';
const HEADER_2425 =
  'B365H,B365D,B365A,BWH,BWD,BWA,BFH,BFD,BFA,PSH,PSD,PSA,WHH,WHD,WHA,1XBH,1XBD,1XBA,MaxH,MaxD,MaxA,AvgH,AvgD,AvgA,BFEH,BFED,BFEA,B365>2.5,B365<2.5,P>2.5,P<2.5,Max>2.5,Max<2.5,Avg>2.5,Avg<2.5,BFE>2.5,BFE<2.5,AHh,B365AHH,B365AHA,PAHH,PAHA,MaxAHH,MaxAHA,AvgAHH,AvgAHA,BFEAHH,BFEAHA,B365CH,B365CD,B365CA,BWCH,BWCD,BWCA,BFCH,BFCD,BFCA,PSCH,PSCD,PSCA,WHCH,WHCD,WHCA,1XBCH,1XBCD,1XBCA,MaxCH,MaxCD,MaxCA,AvgCH,AvgCD,AvgCA,BFECH,BFECD,BFECA,B365C>2.5,B365C<2.5,PC>2.5,PC<2.5,MaxC>2.5,MaxC<2.5,AvgC>2.5,AvgC<2.5,BFEC>2.5,BFEC<2.5,AHCh,B365CAHH,B365CAHA,PCAHH,PCAHA,MaxCAHH,MaxCAHA,AvgCAHH,AvgCAHA,BFECAHH,BFECAHA';

const summary = (header: string) => {
  const layout = detectOddsLayout(header.split(','));
  const name = (s: { code: string; timing: string; company: string | undefined }) => `${s.code}:${s.timing}:${s.company ?? '?'}`;
  return { oneXTwo: layout.oneXTwo.map(name), overUnder: layout.overUnder.map(name), asianHandicap: layout.asianHandicap.map(name) };
};

describe('finding odds columns', () => {
  it('finds every 2018-19 bookmaker, Betbrain max/average and the only closing set (Pinnacle)', () => {
    expect(summary(HEADER_1819)).toEqual({
      oneXTwo: [
        'B365:pre:bet365', 'BW:pre:bwin', 'IW:pre:interwetten', 'PS:pre:pinnacle', 'WH:pre:william-hill',
        'VC:pre:vc-bet', 'BbMx:pre:max', 'BbAv:pre:avg', 'PS:closing:pinnacle',
      ],
      overUnder: ['BbMx:pre:max', 'BbAv:pre:avg'],
      asianHandicap: ['BbMx:pre:max', 'BbAv:pre:avg'],
    });
  });

  it('finds 2024-25 newcomers (Betfair, 1xBet, Betfair Exchange) and closing prices of every market', () => {
    const found = summary(HEADER_2425);
    expect(found.oneXTwo).toHaveLength(18);
    expect(found.oneXTwo).toEqual(expect.arrayContaining(['1XB:pre:1xbet', 'BFE:closing:betfair-exchange', 'BF:closing:betfair']));
    expect(found.overUnder).toEqual([
      'B365:pre:bet365', 'P:pre:pinnacle', 'Max:pre:max', 'Avg:pre:avg', 'BFE:pre:betfair-exchange',
      'B365:closing:bet365', 'P:closing:pinnacle', 'Max:closing:max', 'Avg:closing:avg', 'BFE:closing:betfair-exchange',
    ]);
    expect(found.asianHandicap).toEqual([
      'B365:pre:bet365', 'P:pre:pinnacle', 'Max:pre:max', 'Avg:pre:avg', 'BFE:pre:betfair-exchange',
      'B365:closing:bet365', 'P:closing:pinnacle', 'Max:closing:max', 'Avg:closing:avg', 'BFE:closing:betfair-exchange',
    ]);
  });

  it('reads closing-only layouts (CSL) without needing the pre-match columns', () => {
    expect(summary('PSCH,PSCD,PSCA,MaxCH,MaxCD,MaxCA,AvgCH,AvgCD,AvgCA,BFECH,BFECD,BFECA').oneXTwo).toEqual([
      'PS:closing:pinnacle', 'Max:closing:max', 'Avg:closing:avg', 'BFE:closing:betfair-exchange',
    ]);
  });

  it('does not mistake a code ending in C for a closing price', () => {
    expect(splitTiming('VC', new Set(['VC', 'VCC']))).toEqual({ code: 'VC', timing: 'pre' });
    expect(splitTiming('VCC', new Set(['VC', 'VCC']))).toEqual({ code: 'VC', timing: 'closing' });
  });

  it('keeps an unknown bookmaker with its raw code', () => {
    expect(summary('LBH,LBD,LBA,LBCH,LBCD,LBCA').oneXTwo).toEqual(['LB:pre:?', 'LB:closing:?']);
  });

  it('ignores statistics and half sets that only look like odds columns', () => {
    expect(summary('HS,AS,HST,AST,BbAH,BbAHh,B365AHH,XH,XD')).toEqual({ oneXTwo: [], overUnder: [], asianHandicap: [] });
  });
});

describe('reading quotes', () => {
  const read = (header: string, row: string) => {
    const layout = detectOddsLayout(header.split(','));
    return parseTable(parseCsv(`${header}\n${row}\n`), { map: (r) => readOdds(r, layout) });
  };

  it('reads 1X2, over/under and Asian handicap at their lines', () => {
    const { records } = read('PSH,PSD,PSA,P>2.5,P<2.5,AHh,PAHH,PAHA,AHCh,PCAHH,PCAHA', '1.63,4.38,5.3,1.56,2.56,-1,2.07,1.86,-0.75,1.83,2.11');
    expect(records[0]).toEqual({
      oneXTwo: [{ code: 'PS', company: 'pinnacle', timing: 'pre', home: 1.63, draw: 4.38, away: 5.3 }],
      overUnder: [{ code: 'P', company: 'pinnacle', timing: 'pre', line: 2.5, over: 1.56, under: 2.56 }],
      asianHandicap: [
        { code: 'P', company: 'pinnacle', timing: 'pre', line: -1, home: 2.07, away: 1.86 },
        { code: 'P', company: 'pinnacle', timing: 'closing', line: -0.75, home: 1.83, away: 2.11 },
      ],
    });
  });

  it('leaves out a bookmaker with no prices, silently', () => {
    const { records, warnings } = read('PSH,PSD,PSA,B365H,B365D,B365A', ',,,1.5,4,6');
    expect(records[0]?.oneXTwo.map((q) => q.code)).toEqual(['B365']);
    expect(warnings).toEqual([]);
  });

  it('drops, with a warning, a quote holding 0 or a price at or below 1, and keeps the row', () => {
    const { records, warnings, rejected } = read('1XBH,1XBD,1XBA,AvgC>2.5,AvgC<2.5,B365H,B365D,B365A', '0,0,0,0.42,2.83,1.5,4,6');
    expect(rejected).toEqual([]);
    expect(records[0]?.oneXTwo.map((q) => q.code)).toEqual(['B365']);
    expect(records[0]?.overUnder).toEqual([]);
    expect(warnings.map((w) => w.message)).toEqual([
      '1XBH/1XBD/1XBA: 0,0,0 is not a set of decimal odds above 1; quote dropped',
      'AvgC>2.5/AvgC<2.5: 0.42,2.83 is not a set of decimal odds above 1; quote dropped',
    ]);
  });

  it('drops an incomplete quote and an Asian-handicap quote without a usable line', () => {
    const { records, warnings } = read('PSH,PSD,PSA,AHh,PAHH,PAHA', '1.5,,6,,1.9,1.9');
    expect(records[0]).toEqual({ oneXTwo: [], overUnder: [], asianHandicap: [] });
    expect(warnings.map((w) => w.message)).toEqual([
      'PSH/PSD/PSA: incomplete quote (1.5,,6) dropped',
      "AHh: handicap line '' unusable; PAHH/PAHA dropped",
    ]);
  });

  it('reads the Betbrain bookmaker counts of 2018-19', () => {
    const { records } = read('Bb1X2,BbOU,BbAH,BbAHh,BbAvAHH,BbAvAHA', '39,38,17,-0.75,1.7,2.21');
    expect(records[0]?.betbrainCounts).toEqual({ oneXTwo: 39, overUnder: 38, asianHandicap: 17 });
    expect(records[0]?.asianHandicap).toEqual([{ code: 'BbAv', company: 'avg', timing: 'pre', line: -0.75, home: 1.7, away: 2.21 }]);
  });
});
