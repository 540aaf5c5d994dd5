import { ConfigError, readConfig } from '../../config.ts';
import { databaseErrorCause, openDatabase } from '../../db/open-database.ts';
import { changeRole, type RoleChange } from './account-roles.ts';

/**
 * `npm run admin -- grant|revoke <email>` and `npm run admin -- contribute|withdraw <email> <feature>`:
 * roles for installs that do not list their administrators in ADMIN_EMAILS. Uses the same database
 * settings as the server (DATA_DIR or DATABASE_URL); the embedded database must not be open in a
 * running server at the same time.
 */
const USAGE = `Usage:
  npm run admin -- grant <email>                  make the account an administrator
  npm run admin -- revoke <email>                 take administrator away
  npm run admin -- contribute <email> <feature>   open a contributor area, e.g. character-builder
  npm run admin -- withdraw <email> <feature>     close it again`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function readChange(args: string[]): RoleChange {
  const [action, email, feature] = args;
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
const user = await changeRole(database.db, change).finally(() => database.close());
if (!user) fail(`Skald admin: no account uses ${change.email}.`);
const roles = [user.admin ? 'administrator' : 'not an administrator'];
roles.push(user.contribute.length ? `contributes to ${user.contribute.join(', ')}` : 'no contributor areas');
process.stdout.write(`${user.email}: ${roles.join('; ')}.\n`);
