import { jestConfig } from '@tanghuay/tooling/jest';

// jsdom gives the browser's localStorage; the files that talk to a real local HTTP server
// (http, session-bus) switch to the node environment in their docblock.
export default jestConfig({ environment: 'jsdom' });
