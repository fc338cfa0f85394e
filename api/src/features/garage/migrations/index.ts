import type { Migration } from 'kysely';
import * as garage from './20261121-0100-garage.js';
import * as recordsFollowVehicleOwner from './20261121-0600-records-follow-vehicle-owner.js';
import * as remindersThatFire from './20261125-1110-reminders-that-fire.js';
import * as saleDossiers from './20261126-1500-sale-dossiers.js';
import * as garageRevision from './20261127-1200-garage-revision.js';
import * as shareLinkNotes from './20261201-0300-share-link-notes.js';
import * as documents from './20261202-0100-documents.js';
import * as costsFuelValuations from './20261202-0200-costs-fuel-valuations.js';
import * as imports from './20261202-0300-imports.js';
import * as handOvers from './20261202-0400-hand-overs.js';
import * as archiveImports from './20261202-0500-archive-imports.js';
import * as recordedBy from './20261202-0700-recorded-by.js';
import * as importProgress from './20261202-0800-import-progress.js';
import * as collaborators from './20261202-0900-collaborators.js';
import * as garageImports from './20261202-1000-garage-imports.js';

/** Garage migrations, joined to the API's list by src/migrations.ts. */
export const garageMigrations: Record<string, Migration> = {
  '20261121-0100-garage': garage,
  '20261121-0600-records-follow-vehicle-owner': recordsFollowVehicleOwner,
  '20261125-1110-reminders-that-fire': remindersThatFire,
  '20261126-1500-sale-dossiers': saleDossiers,
  '20261127-1200-garage-revision': garageRevision,
  '20261201-0300-share-link-notes': shareLinkNotes,
  '20261202-0100-documents': documents,
  '20261202-0200-costs-fuel-valuations': costsFuelValuations,
  '20261202-0300-imports': imports,
  '20261202-0400-hand-overs': handOvers,
  '20261202-0500-archive-imports': archiveImports,
  '20261202-0700-recorded-by': recordedBy,
  '20261202-0800-import-progress': importProgress,
  '20261202-0900-collaborators': collaborators,
  '20261202-1000-garage-imports': garageImports,
};
