import type { EntityManager } from 'typeorm';
import { Issue } from './issue.entity.js';

/** A case's issues with their options, both in the order they were added. */
export function findIssuesWithOptions(manager: EntityManager, caseId: number): Promise<Issue[]> {
  return manager.find(Issue, {
    where: { caseId },
    relations: { options: true },
    order: { id: 'ASC', options: { id: 'ASC' } },
  });
}
