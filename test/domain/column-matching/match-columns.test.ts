import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AiColumnMatcher,
  type AiSuggestion,
  matchColumns,
  type SourceColumn,
  SURE_MATCH,
  type TargetColumn,
} from '../../../src/domain/column-matching/index.ts';

const target = (
  technical_name: string,
  pretty_name: string,
  type = 'TEXT',
  extra: Partial<TargetColumn> = {},
) => ({
  column_id: `id-${technical_name}`,
  technical_name,
  pretty_name,
  type,
  ...extra,
});
const source = (header: string, samples: string[] = []): SourceColumn => ({ header, samples });

async function matchOne(header: string, targets: TargetColumn[], samples: string[] = []) {
  const matches = await matchColumns([source(header, samples)], targets);
  return matches.find((match) => match.source !== null) ?? null;
}

describe('matchColumns, stage by stage', () => {
  const contacts = [
    target('first_name', 'First name'),
    target('email', 'E-mail', 'EMAIL'),
    target('city', 'City'),
  ];

  it.each([
    ['first_name', 'first_name', 'exact', 1],
    ['E-mail', 'email', 'exact', 1],
    ['FIRST-NAME', 'first_name', 'normalized', 0.95],
    ['Prénom', 'first_name', 'synonym', 0.9],
    ['Courriel', 'email', 'synonym', 0.9],
    ['Ctiy', 'city', 'fuzzy', undefined],
  ] as const)('matches %j to %s by the %s stage', async (header, expected, method, score) => {
    const match = await matchOne(header, contacts);
    expect(match?.technical_name).toBe(expected);
    expect(match?.method).toBe(method);
    if (score !== undefined) expect(match?.score).toBe(score);
  });

  it('explains a synonym in a sentence a sender can read', async () => {
    expect((await matchOne('Prénom', contacts))?.explanation).toBe(
      '"Prénom" is a French synonym of first name.',
    );
  });

  it('matches a column without a header by its values', async () => {
    const match = await matchOne('', contacts, ['a@b.fr', 'c@d.com', 'e@f.org']);
    expect(match).toMatchObject({ technical_name: 'email', method: 'values' });
    expect(match?.explanation).toBe(
      'The column has no header, but 3 of 3 sample values are e-mail addresses.',
    );
  });

  it('matches an unnamed column to the CHOICE column whose choices its values are', async () => {
    const targets = [
      target('status', 'Status', 'CHOICE', { choices: ['open', 'closed'] }),
      target('note', 'Note'),
    ];
    expect((await matchOne('Column 4', targets, ['Open', 'closed', 'open']))?.technical_name).toBe('status');
  });

  it('leaves an unnamed column unmatched when its values fit two targets equally', async () => {
    const targets = [
      target('order_date', 'Order date', 'DATE'),
      target('delivery_date', 'Delivery date', 'DATE'),
    ];
    expect(await matchOne('', targets, ['2024-01-02', '2024-02-03'])).toBeNull();
  });

  it('never matches a named column by its values alone', async () => {
    expect(await matchOne('Sales rep', contacts, ['a@b.fr', 'c@d.com'])).toBeNull();
  });

  it('breaks a tie between two names by the sample values', async () => {
    const targets = [
      target('contact_phone', 'Contact phone'),
      target('contact_email', 'Contact email', 'EMAIL'),
    ];
    const byEmails = await matchOne('Contact', targets, ['a@b.fr', 'c@d.com']);
    const byPhones = await matchOne('Contact', targets, ['06 12 34 56 78', '+33 1 42 68 53 00']);
    expect(byEmails?.technical_name).toBe('contact_email');
    expect(byPhones?.technical_name).toBe('contact_phone');
  });

  it('lowers a name match whose values clearly contradict the type', async () => {
    const fits = await matchOne('Mail', contacts, ['a@b.fr']);
    const contradicts = await matchOne('Mail', contacts, ['Paris', 'Lyon']);
    expect(contradicts?.score ?? 0).toBeLessThan(fits!.score);
  });

  it('leaves a target unmatched below the threshold and says how close the best source came', async () => {
    const [first] = await matchColumns([source('Storehouse')], [target('warehouse', 'Warehouse')]);
    expect(first).toMatchObject({ source: null, method: null });
    expect(first?.explanation).toMatch(
      /^The closest source column, "Storehouse", scored 0\.\d\d, below the 0\.60 needed\.$/,
    );
  });
});

describe('matchColumns, globally', () => {
  it('returns one match per target in target order and never gives two targets one source', async () => {
    const targets = [target('email', 'Email', 'EMAIL'), target('work_email', 'Work email', 'EMAIL')];
    const matches = await matchColumns([source('Email')], targets);
    expect(matches.map((match) => match.technical_name)).toEqual(['email', 'work_email']);
    expect(matches.map((match) => match.source)).toEqual(['Email', null]);
    expect(matches[1]?.explanation).toBe('The closest source column, "Email", fits "Email" better.');
  });

  it('gives a target the better of two sources and leaves the other one unmatched', async () => {
    const matches = await matchColumns(
      [source('Mail'), source('Email')],
      [target('email', 'Email', 'EMAIL')],
    );
    expect(matches[0]).toMatchObject({ source: 'Email', method: 'exact' });
  });

  it('holds its invariants on any headers', async () => {
    const header = fc.constantFrom(
      'Email',
      'Nom',
      'Prénom',
      'Tel',
      '',
      'Qty',
      'Prix',
      'Date',
      'x',
      'Ville',
      'Code',
    );
    const targets = [
      target('email', 'Email', 'EMAIL'),
      target('last_name', 'Last name'),
      target('price', 'Price', 'NUMBER'),
    ];
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(header, { maxLength: 8 }), async (headers) => {
        const matches = await matchColumns(
          headers.map((h) => source(h, ['12'])),
          targets,
        );
        expect(matches).toHaveLength(targets.length);
        const used = matches.filter((match) => match.source !== null).map((match) => match.source);
        expect(new Set(used).size).toBe(used.length);
        for (const match of matches) expect(match.score).toBeGreaterThanOrEqual(0);
        for (const match of matches) expect(match.score).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('matchColumns with learned mappings', () => {
  const targets = [target('company', 'Company'), target('last_name', 'Last name')];

  it('follows a mapping senders confirmed before over the name stages', async () => {
    const learned = [{ source_header: 'Nom', technical_name: 'company', times: 3 }];
    const [company, lastName] = await matchColumns([source('Nom')], targets, { learned });
    expect(company).toMatchObject({ source: 'Nom', method: 'learned', score: 1 });
    expect(company?.explanation).toBe('"Nom" was mapped to "Company" 3 times before for this template.');
    expect(lastName?.source).toBeNull();
  });

  it('recognises the learned header after normalization and ignores unknown targets', async () => {
    const learned = [
      { source_header: 'Raison-Sociale', technical_name: 'company', times: 1 },
      { source_header: 'Raison sociale', technical_name: 'gone', times: 9 },
    ];
    const [company] = await matchColumns([source('raison_sociale')], targets, { learned });
    expect(company).toMatchObject({ method: 'learned', score: 0.95 });
  });
});

describe('matchColumns with an AI matcher', () => {
  const targets = [
    target('email', 'Email', 'EMAIL', { matchable_with_ai: true }),
    target('vat_number', 'VAT number', 'TEXT', { matchable_with_ai: true }),
    target('siret', 'SIRET', 'TEXT', { matchable_with_ai: false }),
  ];
  const sources = [source('Email'), source('Identifiant fiscal'), source('Matricule entreprise')];

  function recordingMatcher(answer: unknown) {
    const calls: Array<{ sources: string[]; targets: string[] }> = [];
    const ai: AiColumnMatcher = {
      model: 'llama3.1:8b',
      suggest: async (s, t) => {
        calls.push({ sources: s.map((c) => c.header), targets: t.map((c) => c.technical_name) });
        return answer as AiSuggestion[];
      },
    };
    return { ai, calls };
  }

  it('asks only about unmatched matchable targets, with the free sources, and keeps its suggestion', async () => {
    const { ai, calls } = recordingMatcher([
      { technical_name: 'vat_number', source: 'Identifiant fiscal', confidence: 0.8 },
    ]);
    const matches = await matchColumns(sources, targets, { ai });
    expect(calls).toEqual([
      { sources: ['Identifiant fiscal', 'Matricule entreprise'], targets: ['vat_number'] },
    ]);
    expect(matches[1]).toMatchObject({ source: 'Identifiant fiscal', method: 'ai', score: 0.8 });
    expect(matches[1]?.explanation).toBe(
      'Matched by llama3.1:8b: "Identifiant fiscal" fits this column (confidence 0.80).',
    );
    expect(matches[2]?.source).toBeNull();
  });

  it('asks about a target the local stages matched below SURE_MATCH, and a surer suggestion wins', async () => {
    const header = 'Kontakt-E-Mail des Kunden';
    const local = await matchColumns([source(header, ['a@b.de'])], [targets[0]!]);
    expect(local[0]).toMatchObject({ source: header, method: 'fuzzy' });
    expect(local[0]!.score).toBeLessThan(SURE_MATCH);

    const { ai, calls } = recordingMatcher([{ technical_name: 'email', source: header, confidence: 0.95 }]);
    const [email] = await matchColumns([source(header, ['a@b.de'])], [targets[0]!], { ai });
    expect(calls).toEqual([{ sources: [header], targets: ['email'] }]);
    expect(email).toMatchObject({ source: header, method: 'ai', score: 0.95 });
    expect(email?.explanation).toMatch(/^Matched by llama3\.1:8b: "Kontakt-E-Mail des Kunden"/);
  });

  it('keeps an unsure local match when the suggestion is less sure or absent', async () => {
    const header = 'Kontakt-E-Mail des Kunden';
    for (const answer of [[{ technical_name: 'email', source: header, confidence: 0.55 }], []]) {
      const { ai } = recordingMatcher(answer);
      const [email] = await matchColumns([source(header, ['a@b.de'])], [targets[0]!], { ai });
      expect(email).toMatchObject({ source: header, method: 'fuzzy' });
    }
  });

  it('never asks about a hidden column, a learned mapping or a sure match', async () => {
    const { ai, calls } = recordingMatcher([]);
    const hidden = target('internal_code', 'Internal code', 'TEXT', {
      matchable_with_ai: true,
      hidden: true,
    });
    await matchColumns([source('Email'), source('Code maison')], [targets[0]!, hidden], { ai });
    const learned = [{ source_header: 'Courriel perso', technical_name: 'email', times: 1 }];
    await matchColumns([source('Courriel perso'), source('Autre')], [targets[0]!], { ai, learned });
    expect(calls).toEqual([]);
  });

  it('ignores suggestions for other targets, unknown headers, taken sources and bad confidences, and says so', async () => {
    const { ai } = recordingMatcher([
      { technical_name: 'siret', source: 'Matricule entreprise', confidence: 0.9 },
      { technical_name: 'vat_number', source: 'Numéro TVA', confidence: 0.9 },
      { technical_name: 'vat_number', source: 'Email', confidence: 0.9 },
      { technical_name: 'vat_number', source: 'Identifiant fiscal', confidence: 0.3 },
      { technical_name: 'vat_number', source: 'Matricule entreprise', confidence: 7 },
    ]);
    const matches = await matchColumns(sources, targets, { ai });
    expect(matches.slice(1).map((match) => match.source)).toEqual([null, null]);
    expect(matches[1]?.explanation).toMatch(
      /The AI matcher \(llama3\.1:8b\) suggested "Numéro TVA", which is not a free column of the file; ignored\.$/,
    );
  });

  it('says when the answer only names columns the template does not have, or nothing fits', async () => {
    const stray = await matchColumns(sources, targets, {
      ai: recordingMatcher([{ technical_name: 'iban', source: 'Matricule entreprise', confidence: 0.9 }]).ai,
    });
    expect(stray[1]?.explanation).toMatch(/columns the template does not have \("iban"\); ignored\.$/);
    const none = await matchColumns(sources, targets, {
      ai: recordingMatcher([{ technical_name: 'vat_number', source: null, confidence: 0.9 }]).ai,
    });
    expect(none[1]?.explanation).toMatch(/The AI matcher \(llama3\.1:8b\) found none either\.$/);
  });

  it('keeps the local result when the matcher fails or answers no list, and says so', async () => {
    const ai: AiColumnMatcher = {
      model: 'llama3.1:8b',
      suggest: async () => {
        throw new Error('connection refused');
      },
    };
    const matches = await matchColumns(sources, targets, { ai });
    expect(matches[0]).toMatchObject({ source: 'Email', method: 'exact' });
    expect(matches[1]?.explanation).toBe(
      'No source column is close enough to this column. The AI matcher (llama3.1:8b) failed: connection refused.',
    );
    const header = 'Kontakt-E-Mail des Kunden';
    const [kept] = await matchColumns([source(header, ['a@b.de'])], [targets[0]!], {
      ai: recordingMatcher('Sure! The e-mail column is the first one.').ai,
    });
    expect(kept).toMatchObject({ source: header, method: 'fuzzy' });
    expect(kept?.explanation).toMatch(
      /probably a typo or a variant.*\. The AI matcher \(llama3\.1:8b\) failed: its answer was not a list of suggestions\.$/,
    );
  });

  it('is not asked when no file column is left to offer', async () => {
    const { ai, calls } = recordingMatcher([]);
    const [email, vat] = await matchColumns([source('Email')], targets.slice(0, 2), { ai });
    expect(calls).toEqual([]);
    expect(email?.method).toBe('exact');
    expect(vat?.explanation).toBe('No source column is close enough to this column.');
  });

  it('moves a guessed file column to the column the model is surer it belongs to', async () => {
    const header = 'Kontakt-E-Mail des Kunden';
    const contact = target('contact_email', 'Contact e-mail', 'EMAIL', { matchable_with_ai: true });
    const { ai } = recordingMatcher([{ technical_name: 'contact_email', source: header, confidence: 0.9 }]);
    const [email, moved] = await matchColumns([source(header, ['a@b.de'])], [targets[0]!, contact], { ai });
    expect(moved).toMatchObject({ source: header, method: 'ai' });
    expect(email?.source).toBeNull();
  });

  it('is not asked when every matchable target is matched surely', async () => {
    const { ai, calls } = recordingMatcher([]);
    await matchColumns([source('Email')], [targets[0]!], { ai });
    expect(calls).toEqual([]);
  });
});
