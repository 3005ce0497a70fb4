// The password for `npm run access -- password`, from standard input, never from the command line
// (where the shell's history and the process list would keep it).
import { text } from "node:stream/consumers";

/** Piped: all of it, less ONE line end (as `echo` or a file adds), so a password may end in spaces. */
export function withoutOneLineEnd(input: string): string {
  return input.replace(/\r?\n$/, "");
}

/**
 * Piped, the password is the first line; a second line, if there is one, is the same again and is
 * checked as at a terminal: `printf 'pw\npw\n'` answers the two questions the terminal asks, and a
 * second line that differs is a slip the owner expects caught, never silently dropped. Each line keeps
 * all but its line end, so a password may end in spaces (docs/product.md#serving-private-work).
 */
export function passwordFromPipe(input: string): string {
  const lines = withoutOneLineEnd(input).split(/\r?\n/);
  if (lines.length > 2) {
    throw new Error(
      `Expected the password on one line, or twice on two lines; found ${lines.length} lines. The password is unchanged.`,
    );
  }
  const [password = "", again = password] = lines;
  if (again !== password) throw new Error("The two lines differ; the password is unchanged.");
  return password;
}

/** Typed at a terminal: read with echo off, character by character; Enter ends it, Ctrl-C cancels. */
function promptUnseen(question: string): Promise<string> {
  const { stdin, stderr } = process;
  // Echo off before the question is up, so nothing typed in answer is ever shown.
  stdin.setRawMode(true);
  stderr.write(question);
  stdin.setEncoding("utf8");
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = "";
    const finish = (settle: () => void) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write("\n");
      settle();
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === "\r" || character === "\n") return finish(() => resolve(typed));
        if (character === "\u0003" || character === "\u0004") {
          return finish(() => reject(new Error("Cancelled; the password is unchanged.")));
        }
        if (character === "\u007f" || character === "\b") typed = [...typed].slice(0, -1).join("");
        else typed += character;
      }
    };
    stdin.on("data", onData);
  });
}

/** `whose`: what the password opens, as the prompt names it. */
export async function readNewPassword(whose = "Password for private work"): Promise<string> {
  if (!process.stdin.isTTY) return passwordFromPipe(await text(process.stdin));
  const password = await promptUnseen(`${whose} (not shown): `);
  // Typed unseen, so typed twice: a slip would otherwise lock the owner's visitors out.
  if ((await promptUnseen("The same again: ")) !== password) throw new Error("The two differ; the password is unchanged.");
  return password;
}
