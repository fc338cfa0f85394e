import type { Migration } from 'kysely';
import * as community from './20261125-1200-community.js';
import * as registryFreshness from './20261125-1300-registry-freshness.js';
import * as registryRevision from './20261126-0100-registry-revision.js';
import * as feedKeys from './20261126-0200-feed-keys.js';
import * as feedRevision from './20261126-0300-feed-revision.js';
import * as registrySpellings from './20261126-0400-registry-spellings.js';
import * as feedRevisionMembers from './20261128-0100-feed-revision-members.js';
import * as moderatorHidings from './20261201-0500-moderator-hidings.js';

/** Community migrations, joined to the API's list by src/migrations.ts. */
export const communityMigrations: Record<string, Migration> = {
  '20261125-1200-community': community,
  '20261125-1300-registry-freshness': registryFreshness,
  '20261126-0100-registry-revision': registryRevision,
  '20261126-0200-feed-keys': feedKeys,
  '20261126-0300-feed-revision': feedRevision,
  '20261126-0400-registry-spellings': registrySpellings,
  '20261128-0100-feed-revision-members': feedRevisionMembers,
  '20261201-0500-moderator-hidings': moderatorHidings,
};
