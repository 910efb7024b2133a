// The Node lines the portal supports (package.json "engines": >=22.12, tested on 24 LTS). Older
// lines are past their end of life (Node 20: 2026-04-30) and get no security fixes.

export const SUPPORTED_NODE = { major: 22, minor: 12 };

/** Whether a `process.versions.node` string is a supported line. */
export function supportedNode(version: string): boolean {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  return (
    major > SUPPORTED_NODE.major ||
    (major === SUPPORTED_NODE.major && minor >= SUPPORTED_NODE.minor)
  );
}

/** One warning at start-up on an unsupported line; the portal still starts. */
export function warnOnUnsupportedNode(
  logger: { warn: (obj: object, msg: string) => void },
  version = process.versions.node,
): boolean {
  if (supportedNode(version)) return false;
  logger.warn(
    {
      node: version,
      supported: `>=${SUPPORTED_NODE.major}.${SUPPORTED_NODE.minor}`,
      tested: 24,
    },
    `unsupported Node.js ${version}: it gets no security fixes; run Node 24 LTS (or >=22.12)`,
  );
  return true;
}
