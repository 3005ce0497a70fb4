// Imported first by every entry a person starts (`npm start`: scripts/build-if-stale.ts and server/index.ts;
// `npm test`: scripts/run-tests.ts), so an older Node stops here with one line, before any other module runs:
// on Node 20 the SQLite driver and the tools would otherwise fail later with errors that do not name the cause.

/** The oldest Node the site runs on: react-router 8's own floor, and `engines` in package.json (`>=22.22`). */
export const MINIMUM_NODE = { major: 22, minor: 22 } as const;

/** The one line to print when `version` (as in `process.versions.node`) is too old; undefined when it will do. */
export function unsupportedNodeMessage(version: string): string | undefined {
  const [major = 0, minor = 0] = version.split(".").map((part) => Number.parseInt(part, 10));
  const isSupported = major > MINIMUM_NODE.major || (major === MINIMUM_NODE.major && minor >= MINIMUM_NODE.minor);
  if (isSupported) return undefined;
  return `This site needs Node ${MINIMUM_NODE.major}.${MINIMUM_NODE.minor} or newer (this is Node ${version}).`;
}

const message = unsupportedNodeMessage(process.versions.node);
if (message) {
  console.error(message);
  process.exit(1);
}
