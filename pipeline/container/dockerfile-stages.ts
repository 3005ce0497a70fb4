// Reads a Dockerfile into its stages, enough to replay the final one without Docker (runtime-stage.test.ts).

export interface Instruction {
  /** Upper case: FROM, COPY, RUN, … */
  keyword: string;
  /** The rest of the line, continuation lines joined. */
  args: string;
}

export interface Stage {
  /** The image after FROM, such as node:24-bookworm-slim. */
  image: string;
  name: string | undefined;
  instructions: Instruction[];
}

/** Instructions in order, with comments dropped and `\` continuations joined (the Dockerfile reference's rules). */
function instructionsOf(text: string): Instruction[] {
  const logicalLines: string[] = [];
  let pending = "";
  for (const line of text.split("\n")) {
    if (/^\s*#/.test(line)) continue;
    const joined = pending + line.trim();
    if (joined.endsWith("\\")) {
      pending = `${joined.slice(0, -1).trim()} `;
      continue;
    }
    pending = "";
    if (joined) logicalLines.push(joined);
  }
  return logicalLines.map((line) => {
    const [keyword = ""] = line.split(/\s+/);
    return { keyword: keyword.toUpperCase(), args: line.slice(keyword.length).trim() };
  });
}

export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of instructionsOf(text)) {
    if (instruction.keyword === "FROM") {
      const [image = "", as, name] = instruction.args.split(/\s+/);
      stages.push({ image, name: as?.toUpperCase() === "AS" ? name : undefined, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

export interface CopyInstruction {
  /** The stage copied from (--from), or undefined for the build context. */
  from: string | undefined;
  /** The user and group the copies belong to (--chown=user:group); undefined, root's. */
  chown: string | undefined;
  sources: string[];
  destination: string;
}

/** COPY [--from=stage] [--chown=user[:group]] source… destination. */
export function parseCopy(args: string): CopyInstruction {
  const words = args.split(/\s+/);
  const option = (name: string) => words.find((word) => word.startsWith(`--${name}=`))?.slice(`--${name}=`.length);
  const paths = words.filter((word) => !word.startsWith("--"));
  const destination = paths.pop();
  if (!destination || paths.length === 0) throw new Error(`COPY needs a source and a destination: ${args}`);
  return { from: option("from"), chown: option("chown"), sources: paths, destination };
}

/** ENV KEY=value KEY=value … (values without spaces, as in our Dockerfile). */
export function parseEnv(args: string): Record<string, string> {
  return Object.fromEntries(
    args.split(/\s+/).map((pair) => {
      const [key = "", ...value] = pair.split("=");
      return [key, value.join("=")];
    }),
  );
}

/** The exec form of CMD or a HEALTHCHECK's CMD: a JSON array of words. */
export function parseExecForm(args: string): string[] {
  const json = args.slice(args.indexOf("["));
  const words = JSON.parse(json) as unknown;
  if (!Array.isArray(words) || !words.every((word) => typeof word === "string")) {
    throw new Error(`expected the exec form ["command", "arg", …]: ${args}`);
  }
  return words;
}
