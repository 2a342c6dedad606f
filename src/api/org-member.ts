import * as calls from '@/contract/calls/organization';
import { importSheet, startImportJob } from './import-sheet';
import { downloadPosted } from './resource';
import { call } from './call';

export type { ImportOutcome, ImportRefusal } from './import-sheet';
export type { OrgTreeNode } from '@/contract/calls/organization';

export const getOrgTree = () => call(calls.orgTree, undefined).then((d) => d ?? []);

/** Imports members from an .xlsx: all rows or none; a refusal names every bad row. */
export const importMembers = (file: File) => importSheet(calls.memberImport.url, file);

/** The same import as a job, for a roll of thousands: answers the job's id. */
export const importMembersJob = (file: File) => startImportJob(calls.memberImportJob.url, file);

export const downloadMemberTemplate = () => downloadPosted(calls.memberImportTemplate.url, {}, 'member-template.xlsx');
