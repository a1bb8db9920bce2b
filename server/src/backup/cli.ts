import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { createBackup } from './backup.js';
import { BackupError } from './manifest.js';
import { defaultBackupDir } from './paths.js';
import { restoreBackup } from './restore.js';

const usage = 'usage: npm run backup -- [folder]   |   npm run restore -- <archive.tar.gz>';

/** Paths on the command line are relative to where the person typed `npm run …`, not to the workspace. */
const fromInvocation = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function main(command: string | undefined, argument: string | undefined): Promise<void> {
  const config = loadConfig();
  if (command === 'backup') {
    const { archive, manifest } = await createBackup(
      config,
      argument ? fromInvocation(argument) : defaultBackupDir(config),
    );
    const media = manifest.files.filter((file) => file.path.startsWith('media/')).length;
    console.log(`Backup written: ${archive} (${manifest.engine} database, ${media} media files)`);
  } else if (command === 'restore' && argument) {
    const manifest = await restoreBackup(config, fromInvocation(argument));
    const media = manifest.files.filter((file) => file.path.startsWith('media/')).length;
    const target = config.databaseUrl ? 'the database named by DATABASE_URL' : config.dataDir;
    console.log(`Restored the backup of ${manifest.createdAt} into ${target} (${media} media files)`);
  } else {
    throw new BackupError(usage);
  }
}

main(process.argv[2], process.argv[3]).catch((error) => {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
