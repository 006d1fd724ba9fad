import type { EntityManager } from 'typeorm';
import type { TableSide } from '@parley/contracts';

/**
 * One side's private data in one case (issue 36): what `deleteSideData` removes when the counterpart leaves
 * and asks for their data to be deleted, or when a new counterpart joins a case an earlier one left (their
 * kept data is never shown to someone else). Each entry deletes the side's rows of one private table; the
 * order matters where rows name others (stamps before the parties and rehearsals they name).
 *
 * THE HOOK for every module that keeps private rows per side (the table's readiness, secret marks,
 * improvement answers …): add a `SideCleaner` here, in the same commit that adds the table, so that leaving
 * deletes it too. `sides-privacy.int-spec.ts` and `counterpart.int-spec.ts` check that nothing of a side
 * that left with deletion remains.
 */
export type SideCleaner = (manager: EntityManager, caseId: number, side: TableSide) => Promise<unknown>;

export const SIDE_CLEANERS: SideCleaner[] = [
  // Version stamps of the side's private things (CaseThings keyed by its parties, rehearsals and plan).
  (m, caseId, side) =>
    m.query(
      `DELETE FROM case_changes ch
        WHERE ch.case_id = $1
          AND (ch.thing = 'plan-settings:' || $2
            OR (split_part(ch.thing, ':', 1) IN ('points', 'walk-away', 'answers', 'confidence')
                AND split_part(ch.thing, ':', 2) IN
                    (SELECT p.id::text FROM parties p WHERE p.case_id = $1 AND p.side = $2))
            OR (split_part(ch.thing, ':', 1) = 'rehearsal'
                AND split_part(ch.thing, ':', 2) IN
                    (SELECT r.id::text FROM rehearsals r WHERE r.case_id = $1 AND r.side = $2)))`,
      [caseId, side],
    ),
  // Its parties: their points and importance (scores, option_importance, issue_importance) cascade with them.
  (m, caseId, side) => m.query(`DELETE FROM parties WHERE case_id = $1 AND side = $2`, [caseId, side]),
  (m, caseId, side) =>
    m.query(`DELETE FROM negotiation_states WHERE case_id = $1 AND side = $2`, [caseId, side]),
  (m, caseId, side) => m.query(`DELETE FROM rehearsals WHERE case_id = $1 AND side = $2`, [caseId, side]),
  // Its private history lines; the shared ones (offers, suggestions, the table) stay, as the other side saw them.
  (m, caseId, side) => m.query(`DELETE FROM case_activity WHERE case_id = $1 AND side = $2`, [caseId, side]),
  // Its offers' notes: the offers are the other side's record too, the notes were this side's alone.
  (m, caseId, side) =>
    m.query(`UPDATE offers SET note = NULL WHERE case_id = $1 AND author_side = $2`, [caseId, side]),
  // The joint table (table/): the side's readiness and secret marks. When the counterpart's side goes, so does
  // what the table built from both sides' points: the proposals, the other side's marks of them and the
  // answers to a better deal (the agreement itself stays: it is the case's).
  (m, caseId, side) =>
    m.query(`DELETE FROM table_readiness WHERE case_id = $1 AND side = $2`, [caseId, side]),
  (m, caseId, side) =>
    m.query(`DELETE FROM table_marks WHERE case_id = $1 AND (side = $2 OR $2 = 'counterpart')`, [
      caseId,
      side,
    ]),
  (m, caseId, side) =>
    side === 'counterpart'
      ? m.query(`DELETE FROM proposal_sets WHERE case_id = $1`, [caseId])
      : Promise.resolve(),
  (m, caseId) => m.query(`DELETE FROM table_improvements WHERE case_id = $1`, [caseId]),
];

/** Deletes every private row of `side` in the case (SIDE_CLEANERS), inside the caller's transaction. */
export async function deleteSideData(manager: EntityManager, caseId: number, side: TableSide): Promise<void> {
  for (const clean of SIDE_CLEANERS) await clean(manager, caseId, side);
}
