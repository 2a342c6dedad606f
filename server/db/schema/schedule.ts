import { agendaItemEntity } from '../../../src/contract/resource/agenda-item';
import { derivedTable } from './derived';

export const agendaItems = derivedTable(agendaItemEntity);
