import type { RateTableRow } from './tables'

// The first rows of the national rate tables (docs/manager-pricing.md "Tables"), from the research
// file /work/shared/research/manager-advisor-enrolment.md §1.1.2, §1.1.3 and §1.1.7, each with
// its source. The server writes them once (rate-tables seed, run at every start, idempotent by
// `seedKey`); from then on the database rows are the truth and administrators edit them. Figures
// the research marks [unverified] are seeded flagged, and the page shows them so.

export type SeedRow = RateTableRow & { seedKey: string; source: string }

const caf2019 =
  'Gertrude cotisation.py eval_taux_effort; lemediasocial.fr "creche-evolution-du-bareme-de-participation-familiale"'
const effort = (
  seedKey: string,
  validFrom: string,
  validTo: string | null,
  ratesPpm: number[],
  source: string,
): SeedRow => ({
  seedKey,
  kind: 'psu-effort-rates',
  scope: 'national',
  validFrom,
  validTo,
  values: { ratesPpm },
  source,
})

/** Index i = i + 1 children; 4–7 share a rate, the last value is "8 and more". */
const spread = (one: number, two: number, three: number, fourToSeven: number, eight: number) => [
  one,
  two,
  three,
  fourToSeven,
  fourToSeven,
  fourToSeven,
  fourToSeven,
  eight,
]

const floor = (
  seedKey: string,
  validFrom: string,
  validTo: string | null,
  amountCents: number,
  source: string,
  unverified = false,
): SeedRow => ({
  seedKey,
  kind: 'psu-resources-floor',
  scope: 'national',
  validFrom,
  validTo,
  values: { amountCents },
  source,
  ...(unverified ? { unverified } : {}),
})

const ceiling = (
  seedKey: string,
  validFrom: string,
  validTo: string | null,
  amountCents: number,
  source: string,
): SeedRow => ({
  seedKey,
  kind: 'psu-resources-ceiling',
  scope: 'national',
  validFrom,
  validTo,
  values: { amountCents },
  source,
})

export const rateTableSeed: readonly SeedRow[] = [
  // Research §1.1.2: collective crèches and PSU micro-crèches.
  effort('effort-2015', '2015-01-01', '2019-08-31', spread(600, 500, 400, 300, 200), caf2019),
  effort('effort-2019-09', '2019-09-01', '2019-12-31', spread(605, 504, 403, 302, 202), caf2019),
  effort('effort-2020', '2020-01-01', '2020-12-31', spread(610, 508, 406, 305, 203), caf2019),
  effort('effort-2021', '2021-01-01', '2021-12-31', spread(615, 512, 410, 307, 205), caf2019),
  effort(
    'effort-2022',
    '2022-01-01',
    null,
    spread(619, 516, 413, 310, 206),
    'suresnes.fr/mon-enfant/petite-enfance/tarifs-et-aides-petite-enfance/ (0.0516 %, 0.0619 % at 1 Sept 2025); lespetitescanailles.fr/faq/calculer-tarif-place-en-creche',
  ),
  // Research §1.1.2: family and parental crèches, 1 → 0.0516 %, 2 → 0.0413 %, 3–5 → 0.0310 %, 6+ → 0.0206 %.
  {
    seedKey: 'effort-family-2022',
    kind: 'psu-effort-rates-family',
    scope: 'national',
    validFrom: '2022-01-01',
    validTo: null,
    values: { ratesPpm: [516, 413, 310, 310, 310, 206] },
    source: 'Gertrude cotisation.py eval_taux_effort (accueil familial / parental)',
  },
  // Research §1.1.3: floor (plancher) of monthly resources.
  floor('floor-2015', '2015-01-01', '2015-12-31', 64_749, 'creches-du-lot.fr/tarifs'),
  floor(
    'floor-2019',
    '2019-01-01',
    '2019-08-31',
    70_527,
    'babilou.fr "tarif-en-creche-ce-qui-change-en-septembre-2019"',
  ),
  floor('floor-2023', '2023-01-01', '2023-12-31', 75_416, 'mesclesdubonheur.com'),
  floor('floor-2024', '2024-01-01', '2024-12-31', 76_577, 'caf45-partenaires.fr [unverified]', true),
  floor('floor-2025', '2025-01-01', '2025-12-31', 80_100, '[unverified, not found in corpus]', true),
  floor(
    'floor-2026',
    '2026-01-01',
    null,
    81_462,
    'suresnes.fr/mon-enfant/petite-enfance/tarifs-et-aides-petite-enfance/',
  ),
  // Research §1.1.3: ceiling (plafond) of monthly resources.
  ceiling('ceiling-2015', '2015-01-01', '2015-12-31', 484_551, 'creches-du-lot.fr/tarifs'),
  ceiling(
    'ceiling-2019',
    '2019-01-01',
    '2019-08-31',
    487_462,
    'babilou.fr "tarif-en-creche-ce-qui-change-en-septembre-2019"',
  ),
  ceiling('ceiling-2019-09', '2019-09-01', '2019-12-31', 530_000, 'babilou.fr 2019; mairesdefrance.com 2019'),
  ceiling('ceiling-2020', '2020-01-01', '2020-12-31', 560_000, 'babilou.fr 2019; mairesdefrance.com 2019'),
  ceiling('ceiling-2022', '2022-01-01', '2022-12-31', 600_000, 'babilou.fr 2019; mairesdefrance.com 2019'),
  ceiling('ceiling-2023', '2023-01-01', '2024-08-31', 600_000, 'mesclesdubonheur.com; caf45-partenaires.fr'),
  ceiling(
    'ceiling-2024-09',
    '2024-09-01',
    '2025-08-31',
    700_000,
    'caf45-partenaires.fr "evolution-du-montant-plafond des participations au 1er septembre 2024"',
  ),
  ceiling(
    'ceiling-2025-09',
    '2025-09-01',
    null,
    850_000,
    'caf.fr/professionnels/actualites/le-plafond-de-ressources-mensuelles-en-hausse-pour-les-eaje-au-1er-septembre-2025 (applies to running contracts)',
  ),
  // Research §1.1.7: the shape of the PAJE brackets; the figures are the last ones Gertrude lists
  // (children born from 1 April 2014), not confirmed against the CAF: flagged to be checked.
  {
    seedKey: 'paje-brackets-2016',
    kind: 'paje-brackets',
    scope: 'national',
    validFrom: '2016-01-01',
    validTo: null,
    values: {
      thresholdsCents: [
        [2_050_900, 4_557_500],
        [2_342_000, 5_204_400],
        [2_633_100, 5_851_300],
      ],
      extraChildCents: [291_100, 646_900],
    },
    unverified: true,
    source:
      'Gertrude cotisation.py GetTranchesPaje (2016 thresholds) [unverified: check the CAF CMG brackets]',
  },
]
