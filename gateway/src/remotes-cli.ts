// `pnpm remotes …`: the operators' release tool (release-cli.ts says what it does; README,
// "Releasing a remote version"). Exit status: 0 done, 1 refused, 2 wrong usage.
import { remotesCli } from './release-cli.ts';

const { status, text } = await remotesCli(process.argv.slice(2));
if (status === 0) console.log(text);
else console.error(text);
process.exitCode = status;
