/**
 * The shipped data, checked once at load: the illustrative unit profiles
 * (data/profiles.json) and the illustrative Strike Forces used as presets
 * (data/forces.json). A designer edits or replaces these files; a mistake is
 * one line naming the file and the field.
 */
import forcesJson from './data/forces.json' with { type: 'json' };
import profilesJson from './data/profiles.json' with { type: 'json' };
import { loadProfiles, type ProfileBook } from './profiles.ts';

export const PROFILES_FILE = 'src/systems/jagged-shards/data/profiles.json';
export const FORCES_FILE = 'src/systems/jagged-shards/data/forces.json';

export const PROFILES: ProfileBook = loadProfiles(profilesJson, PROFILES_FILE);

export const FORCES = forcesJson.forces;
