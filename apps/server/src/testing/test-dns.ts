import dgram from "node:dgram";

/**
 * A small authoritative DNS server over UDP for tests: it answers TXT questions from a table the
 * test fills (`setTxt`), NXDOMAIN for any other name, and nothing else. The server's Resolver
 * reaches it through DNS_SERVERS, as it would a company's DNS, so the real lookup code runs.
 */
export interface TestDns {
  /** `127.0.0.1:<port>`, the DNS_SERVERS value. */
  address: string;
  setTxt(name: string, values: string[]): void;
  close(): Promise<void>;
}

const TYPE_TXT = 16;

export async function startTestDns(port = 0): Promise<TestDns> {
  const records = new Map<string, string[]>();
  const socket = dgram.createSocket("udp4");
  socket.on("message", (query, peer) => {
    const answer = respond(query, records);
    if (answer) socket.send(answer, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(port, "127.0.0.1", () => resolve()));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    setTxt: (name, values) => records.set(name.toLowerCase().replace(/\.$/, ""), values),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

/** The answer to one query, or null for a packet that is not a question. */
function respond(query: Buffer, records: Map<string, string[]>): Buffer | null {
  if (query.length < 12 || query.readUInt16BE(4) !== 1) return null;
  const labels: string[] = [];
  let offset = 12;
  while (offset < query.length && query[offset] !== 0) {
    const length = query[offset]!;
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString("ascii"));
    offset += length + 1;
  }
  const questionEnd = offset + 5;
  if (questionEnd > query.length) return null;
  const type = query.readUInt16BE(offset + 1);
  const name = labels.join(".").toLowerCase();
  const values = records.get(name);
  const answers = values && type === TYPE_TXT ? values : [];
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0);
  // QR, AA, RD copied, RA; NXDOMAIN when the name has no records at all.
  header.writeUInt16BE(0x8400 | (query.readUInt16BE(2) & 0x0100) | 0x0080 | (values ? 0 : 3), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  const parts = [header, query.subarray(12, questionEnd)];
  for (const value of answers) {
    const chunks: Buffer[] = [];
    const bytes = Buffer.from(value, "utf8");
    for (let i = 0; i < bytes.length || i === 0; i += 255) {
      const chunk = bytes.subarray(i, i + 255);
      chunks.push(Buffer.from([chunk.length]), chunk);
      if (bytes.length === 0) break;
    }
    const rdata = Buffer.concat(chunks);
    const rr = Buffer.alloc(12);
    rr.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
    rr.writeUInt16BE(TYPE_TXT, 2);
    rr.writeUInt16BE(1, 4);
    rr.writeUInt32BE(60, 6);
    rr.writeUInt16BE(rdata.length, 10);
    parts.push(rr, rdata);
  }
  return Buffer.concat(parts);
}
