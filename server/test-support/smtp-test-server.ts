import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export interface ReceivedEmail {
  /** RCPT TO addresses: who the email was really delivered to. */
  recipients: string[];
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server on loopback for tests (no TLS, no auth). It can be stopped and started again
 * on the same port to play an outage.
 */
export async function startSmtpTestServer(options: { port?: number; delayMs?: number; refuse?: boolean } = {}) {
  const received: ReceivedEmail[] = [];
  let server: SMTPServer | undefined;
  let port = options.port ?? 0;

  const serverOptions: SMTPServerOptions = {
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.refuse) return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        received.push({ recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, parsed: await simpleParser(raw) });
        callback();
      });
    },
  };

  async function start() {
    server = new SMTPServer(serverOptions);
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", () => resolve());
    });
    port = (listening.server.address() as AddressInfo).port;
  }

  async function stop() {
    const closing = server;
    server = undefined;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  await start();
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    start,
    stop,
  };
}
