// The keeper's profile is read by this page and by a car's conversation (follow its keeper): one
// query in the shared layer, under this feature's name.
export {
  useKeeperProfile as useUserProfile,
  type PublicProfile,
} from '../../../lib/keeper/use-keeper-profile';
