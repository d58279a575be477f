import { createServer, type AddressInfo, type Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP peer on loopback that keeps what it receives, and answers recipients at a domain of `refusals`
 * with that domain's code (550 no such user, 451 try again later), keeping the refused addresses.
 */
export async function startSmtpPeer(refusals: Record<string, number> = {}) {
  const received: ParsedMail[] = [];
  const refused: string[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, done) {
      const code = refusals[address.address.split('@')[1] ?? ''];
      if (!code) return done();
      refused.push(address.address);
      done(
        Object.assign(new Error(code >= 500 ? 'No such user here' : 'Try again later'), {
          responseCode: code,
        }),
      );
    },
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          waiters.splice(0).forEach((wake) => wake());
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    /** Resolves once `count` mails have been received in all. */
    async next(count: number): Promise<ParsedMail[]> {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/**
 * An SMTP peer that hangs: it accepts connections and never says a word, not even the greeting. `close()`
 * hangs up on the connections it holds and stops listening.
 */
export async function startSilentSmtpPeer() {
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    // Read and drop whatever comes, so a sender's hang-up closes the socket; a reset is no fault here.
    socket.resume();
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Every connection it accepted, open or since closed by the sender. */
    sockets,
    /** Connections a sender is waiting on right now. */
    held: () => sockets.filter((socket) => !socket.destroyed).length,
    async close() {
      sockets.forEach((socket) => socket.destroy());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
