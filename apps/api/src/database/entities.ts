import { Session } from '../auth/session.entity.js';
import { User } from '../auth/user.entity.js';
import { Case } from '../cases/case.entity.js';
import { Party } from '../cases/party.entity.js';

export const entities = [User, Session, Case, Party];
