import { ConfigError, readConfig } from '../../config.ts';
import { databaseErrorCause, openDatabase } from '../../db/open-database.ts';
import { changeRole, type RoleChange } from './account-roles.ts';
import { changeTier, DEFAULT_TIER_WORD } from './account-tier.ts';

/**
 * `npm run admin -- grant|revoke <email>` and `npm run admin -- contribute|withdraw <email> <feature>`:
 * roles for installs that do not list their administrators in ADMIN_EMAILS; `npm run admin -- tier <email> <tier>`
 * puts an account on a tier. Uses the same database
 * settings as the server (DATA_DIR or DATABASE_URL); the embedded database must not be open in a
 * running server at the same time.
 */
const USAGE = `Usage:
  npm run admin -- grant <email>                  make the account an administrator
  npm run admin -- revoke <email>                 take administrator away
  npm run admin -- contribute <email> <feature>   open a contributor area, e.g. character-builder
  npm run admin -- withdraw <email> <feature>     close it again
  npm run admin -- tier <email> <tier>            put the account on a tier (free, folk-hero, noble, deity,
                                                  unlimited, …), or back on its own with "${DEFAULT_TIER_WORD}"`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

type Change = RoleChange | { action: 'tier'; email: string; tier: string };

function readChange(args: string[]): Change {
  const [action, email, feature] = args;
  if (action === 'tier' && email && feature && args.length === 3) return { action, email, tier: feature };
  if ((action === 'grant' || action === 'revoke') && email && args.length === 2) return { action, email };
  if ((action === 'contribute' || action === 'withdraw') && email && feature && args.length === 3) {
    return { action, email, feature };
  }
  return fail(USAGE);
}

const change = readChange(process.argv.slice(2));
let database: Awaited<ReturnType<typeof openDatabase>>;
try {
  database = await openDatabase(readConfig().database);
} catch (error) {
  fail(`Skald admin: ${error instanceof ConfigError ? error.message : databaseErrorCause(error)}`);
}
const noAccount = `Skald admin: no account uses ${change.email}.`;
if (change.action === 'tier') {
  const result = await changeTier(database.db, change.email, change.tier).finally(() => database.close());
  if ('missing' in result) {
    fail(result.missing === 'account' ? noAccount : `Skald admin: "${change.tier}" is not a tier.`);
  }
  process.stdout.write(`${result.user.email}: tier ${result.user.tierId ?? DEFAULT_TIER_WORD}.\n`);
} else {
  const user = await changeRole(database.db, change).finally(() => database.close());
  if (!user) fail(noAccount);
  const roles = [user.admin ? 'administrator' : 'not an administrator'];
  roles.push(user.contribute.length ? `contributes to ${user.contribute.join(', ')}` : 'no contributor areas');
  process.stdout.write(`${user.email}: ${roles.join('; ')}.\n`);
}
